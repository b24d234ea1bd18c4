import { useSearchParams } from 'react-router';
import { ConfirmEmailForm } from '../features/auth/components/confirm-email-form';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';

/** /confirm-email?token=…: the page the emailed registration link opens (decision 57). */
export function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useDocumentTitle('Finish Creating Your Account');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Finish Creating Your Account
        </h1>
        {token ? (
          <>
            <p className="mt-2 text-slate-700">
              Your email address is confirmed. Press the button to create your StudyHub account and
              sign in.
            </p>
            <ConfirmEmailForm token={token} />
          </>
        ) : (
          <p role="alert" className="mt-4 text-slate-700">
            {'This link is not complete. Please open the whole link from the email, or '}
            <Link to="/login?mode=register" className="font-semibold text-brand-700 underline">
              create your account again
            </Link>
            .
          </p>
        )}
      </div>
    </div>
  );
}
