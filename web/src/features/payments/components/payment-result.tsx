import { receiptUrl } from '@studyhub/contract/constants';
import { useEffect, useRef } from 'react';
import { formatDate, formatRupees } from '../../../lib/format';
import type { PaymentNotice } from '../use-payment';

const primaryButton =
  'inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700';
const secondaryButton =
  'inline-flex items-center justify-center rounded-lg border border-brand-600 bg-white px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50';

/**
 * The outcome of a payment in the page (decision 23): a confirmation with the order's details,
 * its receipt and, for notes and projects, the download; or what went wrong. Focus moves to it
 * so keyboard and screen-reader users land on the outcome.
 */
export function PaymentResult({
  notice,
  download,
  onDismiss,
}: {
  notice: PaymentNotice | null;
  /**
   * The item's download, offered in the confirmation of a note or project: a plain link the
   * browser downloads with the session cookie, as every download of the site (decision 35).
   */
  download?: { label: string; href: string };
  onDismiss: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (notice?.status === 'paid') heading.current?.focus();
  }, [notice]);

  if (!notice) return null;

  if (notice.status !== 'paid') {
    return (
      <div
        role="alert"
        className="mt-4 flex items-start justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900"
      >
        <p className="font-medium">{notice.message}</p>
        <button
          type="button"
          onClick={onDismiss}
          className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-red-900 underline hover:bg-red-100"
        >
          Dismiss
        </button>
      </div>
    );
  }

  const { order } = notice;
  const donation = order.itemType === 'donation';
  return (
    <section
      aria-labelledby="payment-confirmation"
      className="mt-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-slate-900 sm:p-5"
    >
      <h2
        id="payment-confirmation"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-emerald-900 outline-none"
      >
        {donation ? 'Thank you for your donation' : 'Payment successful'}
      </h2>
      <p role="status" className="mt-1 text-emerald-900">
        {notice.message}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{donation ? 'For' : 'Item'}</dt>
        <dd className="font-medium break-words">{order.itemName}</dd>
        <dt className="text-slate-600">Amount</dt>
        <dd className="font-medium">{formatRupees(order.amountPaise)}</dd>
        <dt className="text-slate-600">Order ID</dt>
        <dd className="font-mono break-all">{order.orderId}</dd>
        <dt className="text-slate-600">Payment ID</dt>
        <dd className="font-mono break-all">{order.paymentId}</dd>
        <dt className="text-slate-600">Date</dt>
        <dd>{formatDate(order.paidAt)}</dd>
      </dl>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {download && !donation && (
          <a href={download.href} download="" className={primaryButton}>
            {download.label}
          </a>
        )}
        <a href={receiptUrl(order.orderId)} download="" className={secondaryButton}>
          Download receipt
        </a>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        Your receipt is also in My Purchases on your dashboard.
      </p>
    </section>
  );
}
