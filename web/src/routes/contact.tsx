import { requestTexts } from '@studyhub/contract/requests';
import { contactRedirectDelayMs, site, sitePages } from '@studyhub/contract/site-content';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingMessage } from '../components/ui/loading-message';
import { listPage } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import { SupportEmail } from '../features/site-pages/components/support-email';
import { SupportRequestForm } from '../features/support-requests/components/support-request-form';
import { contactRequest } from '../features/support-requests/kinds/contact-request';
import { useDocumentTitle } from '../lib/document-title';
import { useFormResult } from '../lib/form-result';
import { Link } from '../lib/link';
import { notify } from '../lib/notify';

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2">
        {children}
      </div>
    </div>
  );
}

function ThankYou({ requestId }: { requestId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="text-center sm:py-6">
      <h2 className="text-2xl font-bold text-slate-900">Thank you for contacting us!</h2>
      <p className="mt-3 text-slate-700">
        Your request ID is <strong className="font-mono whitespace-nowrap">{requestId}</strong>.
      </p>
      <p className="mt-1 text-lg font-medium text-emerald-800">{requestTexts.contactReplyTime}</p>
      <p className="mt-4 text-slate-600">Taking you to your dashboard...</p>
      <Link
        to="/dashboard"
        className="mt-4 inline-flex rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Go to your dashboard now
      </Link>
    </div>
  );
}

/**
 * /contact: the contact form for signed-in users (spec section 1). A visitor sees how else to
 * reach us and is asked to log in first, and comes back here afterwards.
 */
export function ContactScreen() {
  useDocumentTitle(sitePages.contact.title, sitePages.contact.description);
  const { user, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // Sent without the script, the server renders this page with the stored request's id.
  const served = useFormResult('contact');
  const [requestId, setRequestId] = useState<string | null>(served?.done?.requestId ?? null);

  // After the thank-you is on screen: the spec's alert, then on to the dashboard.
  useEffect(() => {
    if (!requestId) return;
    notify(requestTexts.contactSuccess(requestId));
    const timer = setTimeout(() => navigate('/dashboard'), contactRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [requestId, navigate]);

  let panel: ReactNode;
  if (requestId) panel = <ThankYou requestId={requestId} />;
  else if (loading) panel = <LoadingMessage />;
  else if (user) {
    panel = (
      <SupportRequestForm
        kind={contactRequest}
        defaults={{ name: user.name, email: user.email }}
        onSubmitted={setRequestId}
      />
    );
  } else {
    panel = (
      <div className="text-center sm:py-6">
        <h2 className="text-xl font-bold text-slate-900">Log in to send us a message</h2>
        <p className="mt-2 text-slate-700">
          The contact form is for signed-in users, so we can see your purchases and downloads and
          help you faster.
        </p>
        <Link
          to={`/login?next=${encodeURIComponent(location.pathname)}`}
          state={{ from: location }}
          className="mt-5 inline-flex rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Login to continue
        </Link>
      </div>
    );
  }

  return (
    <div className={listPage}>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contact Us</h1>
        <p className="mt-3 text-lg text-slate-700">
          {'A payment that did not unlock your note, a download that will not open, a question ' +
            'about a certificate, or an idea for the site: tell us and we will sort it out. Our ' +
            `team replies within ${site.supportReplyTime}.`}
        </p>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-5 lg:gap-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-3 lg:self-start">
          {panel}
        </div>
        <aside aria-label="Other ways to reach us" className="space-y-4 lg:col-span-2">
          <InfoCard title="Email">
            <p>
              <SupportEmail />
            </p>
          </InfoCard>
          <InfoCard title="Reply time">
            <p>{`Within ${site.supportReplyTime} of your message.`}</p>
          </InfoCard>
          <InfoCard title="Office">
            <address className="not-italic">
              {site.office.company}
              {site.office.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </InfoCard>
          <InfoCard title="Refunds">
            <p>
              {'Asking for a refund? Use the form on our '}
              <Link to="/return-policy">Return Policy</Link> page.
            </p>
          </InfoCard>
        </aside>
      </div>
    </div>
  );
}
