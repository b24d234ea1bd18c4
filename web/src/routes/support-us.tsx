import { donationPresets } from '@studyhub/contract/constants';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listPage } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import {
  type DonationOption,
  DonationOptionCard,
} from '../features/payments/components/donation-option-card';
import { PaymentResult } from '../features/payments/components/payment-result';
import { usePayment } from '../features/payments/use-payment';
import { useDocumentTitle } from '../lib/document-title';

const donationOptions: DonationOption[] = [
  {
    icon: 'heart',
    title: 'Make a Donation',
    description:
      'Every rupee keeps free notes free, pays for hosting and helps us write new material for the next exam season. Pick an amount or choose your own.',
    amounts: donationPresets,
  },
  {
    icon: 'mail',
    title: 'Partner With Us',
    description:
      'Are you a college, a teacher or an organisation that wants to sponsor notes, run a workshop or share resources? We would love to hear from you.',
    type: 'contact',
  },
  {
    icon: 'share',
    title: 'Spread the Word',
    description:
      'Tell your classmates and juniors about StudyHub. Following and sharing us helps more students find material that fits their syllabus.',
    type: 'social',
  },
];

const reasons = [
  {
    title: 'Quality Education',
    text: 'Your support lets us check every note and project carefully, so students learn from material they can trust.',
  },
  {
    title: 'Global Access',
    text: 'Free notes and quizzes stay open to every learner, whether in a metro city or a small town, on any phone.',
  },
  {
    title: 'Innovation',
    text: 'We keep building better ways to study: new quizzes, verifiable certificates and clearer explanations.',
  },
  {
    title: 'Community Growth',
    text: 'Students help students: your contribution grows a community that shares knowledge and opportunities.',
  },
];

/** /support-us: donations (sign-in needed), contact and social cards, and why support matters. */
export function SupportUsScreen() {
  useDocumentTitle(
    'Support Us',
    'Support StudyHub: donate to keep study notes and quizzes free and open for students across India.',
  );
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const payment = usePayment(user);
  const reasonsId = useId();

  // The thank-you stays in the page with the donation's details (decision 23), not a reload.
  function donate(rupees: number) {
    void payment.pay({ itemType: 'donation', amountRupees: rupees });
  }

  /** The custom amount is typed in the page (decision 23); signing in comes first. */
  function chooseCustom(): boolean {
    if (!user) {
      navigate('/login', { state: { from: location } });
      return false;
    }
    return true;
  }

  return (
    <div className={listPage}>
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Support Our Mission
        </h1>
        <p className="mt-3 text-slate-700">
          StudyHub is built for students who want good material at a fair price. If it has helped
          you, here are a few ways to help us keep going.
        </p>
        {!user && (
          <p className="mt-2 text-sm text-slate-600">You will be asked to log in to donate.</p>
        )}
      </header>
      <div className="mx-auto max-w-3xl">
        <PaymentResult notice={payment.notice} onDismiss={payment.dismissNotice} />
      </div>

      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {donationOptions.map((option) => (
          <li key={option.title}>
            <DonationOptionCard
              option={option}
              busy={payment.busy}
              onDonate={donate}
              onCustom={chooseCustom}
            />
          </li>
        ))}
      </ul>

      <section
        aria-labelledby={reasonsId}
        className="mt-10 rounded-2xl bg-brand-700 px-5 py-8 text-white sm:px-8"
      >
        <h2 id={reasonsId} className="text-2xl font-bold">
          Why Support Us?
        </h2>
        <ul className="mt-5 grid gap-5 sm:grid-cols-2">
          {reasons.map((reason) => (
            <li key={reason.title} className="flex gap-3">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                fill="currentColor"
                className="mt-0.5 size-5 shrink-0 text-brand-100"
              >
                <path
                  fillRule="evenodd"
                  d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                  clipRule="evenodd"
                />
              </svg>
              <div>
                <h3 className="font-semibold">{reason.title}</h3>
                <p className="mt-1 text-brand-50">{reason.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {payment.checkoutDialog}
    </div>
  );
}
