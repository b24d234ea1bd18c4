import { donationDefaultCustom } from '@studyhub/contract/constants';
import { type FormEvent, useId, useState } from 'react';
import { formatRupees } from '../../../lib/format';
import { Link } from '../../../lib/link';
import { parseDonationAmount } from '../donation-amount';

export type DonationIcon = 'heart' | 'mail' | 'share';

/** One card of /support-us (spec section 3, 'Donation option'). */
export interface DonationOption {
  icon: DonationIcon;
  title: string;
  description: string;
  /** Preset amounts in whole rupees; a card with amounts also offers 'Custom'. */
  amounts?: readonly number[];
  type?: 'contact' | 'social';
}

export const supportEmail = 'support@studyhub.example';

// Placeholders until the real accounts exist.
const socialLinks = [
  { label: 'StudyHub on Instagram', href: 'https://example.com/instagram', icon: 'instagram' },
  { label: 'StudyHub on YouTube', href: 'https://example.com/youtube', icon: 'youtube' },
  { label: 'StudyHub on LinkedIn', href: 'https://example.com/linkedin', icon: 'linkedin' },
] as const;

const iconPaths: Record<DonationIcon, string> = {
  heart:
    'M21 8.25c0-2.49-2.1-4.5-4.69-4.5-1.93 0-3.6 1.13-4.31 2.73-.72-1.6-2.38-2.73-4.31-2.73C5.1 3.75 3 5.76 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12Z',
  mail: 'M21.75 6.75v10.5a2.25 2.25 0 0 1-2.25 2.25h-15a2.25 2.25 0 0 1-2.25-2.25V6.75m19.5 0A2.25 2.25 0 0 0 19.5 4.5h-15a2.25 2.25 0 0 0-2.25 2.25m19.5 0v.24a2.25 2.25 0 0 1-1.07 1.92l-7.5 4.61a2.25 2.25 0 0 1-2.36 0L3.32 8.91a2.25 2.25 0 0 1-1.07-1.92v-.24',
  share:
    'M7.22 10.9a2.25 2.25 0 1 0 0 2.19m0-2.19c.18.32.28.7.28 1.1s-.1.77-.28 1.1m0-2.2 9.56-5.32m-9.56 7.52 9.56 5.31m0 0a2.25 2.25 0 1 0 3.94 2.19 2.25 2.25 0 0 0-3.94-2.19Zm0-12.83a2.25 2.25 0 1 0 3.93-2.19 2.25 2.25 0 0 0-3.93 2.19Z',
};

function OptionIcon({ icon }: { icon: DonationIcon }) {
  return (
    <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-6"
      >
        <path d={iconPaths[icon]} />
      </svg>
    </span>
  );
}

function SocialIcon({ icon }: { icon: (typeof socialLinks)[number]['icon'] }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
      {icon === 'instagram' && (
        <path d="M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2Zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4h-9ZM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm5.25-3.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z" />
      )}
      {icon === 'youtube' && (
        <path d="M21.6 7.2a2.5 2.5 0 0 0-1.77-1.77C18.27 5 12 5 12 5s-6.27 0-7.83.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.77 1.77C5.73 19 12 19 12 19s6.27 0 7.83-.43a2.5 2.5 0 0 0 1.77-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3-5.2 3Z" />
      )}
      {icon === 'linkedin' && (
        <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.83v1.5h.05c.53-.95 1.84-1.95 3.79-1.95 4.05 0 4.8 2.5 4.8 5.76v5.69h-4v-5.05c0-1.2-.02-2.76-1.78-2.76-1.78 0-2.05 1.3-2.05 2.67v5.14h-4v-11Z" />
      )}
    </svg>
  );
}

const amountButton =
  'rounded-lg border border-brand-600 bg-white px-3 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/**
 * A card of /support-us: a donation card with its amount buttons, the contact card (contact form
 * and email) or the social card (three links).
 */
export function DonationOptionCard({
  option,
  busy,
  onDonate,
  onCustom,
}: {
  option: DonationOption;
  busy: boolean;
  onDonate: (rupees: number) => void;
  /** Custom was chosen: a signed-out visitor is sent to log in; false keeps the form closed. */
  onCustom: () => boolean;
}) {
  const titleId = useId();
  const customId = useId();
  // What the donor typed stays here through a failed or cancelled payment.
  const [custom, setCustom] = useState<string | null>(null);
  const [customError, setCustomError] = useState<string | null>(null);

  function donateCustom(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || custom === null) return;
    const amount = parseDonationAmount(custom);
    if (!amount.ok) {
      setCustomError(amount.message);
      return;
    }
    setCustomError(null);
    onDonate(amount.rupees);
  }
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <OptionIcon icon={option.icon} />
      <h2 id={titleId} className="mt-4 text-xl font-semibold text-slate-900">
        {option.title}
      </h2>
      <p className="mt-2 text-slate-700">{option.description}</p>

      {option.amounts && (
        <div className="mt-5">
          <fieldset className="grid grid-cols-2 gap-3">
            <legend className="sr-only">Choose an amount to donate</legend>
            {option.amounts.map((rupees) => (
              <button
                key={rupees}
                type="button"
                aria-disabled={busy ? true : undefined}
                onClick={() => {
                  if (!busy) onDonate(rupees);
                }}
                aria-label={`Donate ${formatRupees(rupees * 100)}`}
                className={amountButton}
              >
                {formatRupees(rupees * 100)}
              </button>
            ))}
            <button
              type="button"
              aria-disabled={busy ? true : undefined}
              aria-expanded={custom !== null}
              onClick={() => {
                if (!busy && custom === null && onCustom()) {
                  setCustom(String(donationDefaultCustom));
                }
              }}
              aria-label="Donate a custom amount"
              className={amountButton}
            >
              Custom
            </button>
          </fieldset>
          {custom !== null && (
            <form noValidate onSubmit={donateCustom} className="mt-4">
              <label htmlFor={customId} className="block text-sm font-medium text-slate-800">
                Your amount in rupees (₹1 to ₹5,00,000)
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  id={customId}
                  type="text"
                  inputMode="numeric"
                  value={custom}
                  onChange={(event) => {
                    setCustom(event.target.value);
                    setCustomError(null);
                  }}
                  aria-invalid={customError ? true : undefined}
                  aria-describedby={customError ? `${customId}-error` : undefined}
                  className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 aria-[invalid=true]:border-red-600"
                />
                <button
                  type="submit"
                  aria-disabled={busy ? true : undefined}
                  className="shrink-0 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 aria-disabled:opacity-60"
                >
                  Donate
                </button>
              </div>
              {customError && (
                <p id={`${customId}-error`} className="mt-1 text-sm text-red-700">
                  {customError}
                </p>
              )}
            </form>
          )}
          <p role="status" className="mt-3 min-h-6 text-sm font-medium text-slate-700">
            {busy ? 'Processing...' : ''}
          </p>
        </div>
      )}

      {option.type === 'contact' && (
        <div className="mt-5 flex flex-col gap-3 sm:mt-auto sm:pt-5">
          <Link
            to="/contact"
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            Contact Us
          </Link>
          <a
            href={`mailto:${supportEmail}`}
            aria-label={`Email ${supportEmail}`}
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 px-4 py-2.5 font-medium break-all text-slate-800 hover:bg-slate-50"
          >
            {supportEmail}
          </a>
        </div>
      )}

      {option.type === 'social' && (
        <ul className="mt-5 flex gap-3 sm:mt-auto sm:pt-5">
          {socialLinks.map((link) => (
            <li key={link.icon}>
              <a
                href={link.href}
                aria-label={link.label}
                target="_blank"
                rel="noopener noreferrer"
                className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-800 hover:bg-brand-50 hover:text-brand-700"
              >
                <SocialIcon icon={link.icon} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
