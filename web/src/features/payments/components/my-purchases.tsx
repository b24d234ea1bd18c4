import { paymentMessages, receiptUrl } from '@studyhub/contract/constants';
import type { Purchase } from '@studyhub/contract/payments';
import type { RequestStatus } from '@studyhub/contract/requests';
import { refundPolicy } from '@studyhub/contract/site-content';
import { useEffect } from 'react';
import { formatDate, formatRupees } from '../../../lib/format';
import { usePurchases } from '../api/get-purchases';

const itemTypeLabels: Record<Purchase['itemType'], string> = {
  note: 'Note',
  project: 'Project',
  donation: 'Donation',
};

/** Where a refund request stands, in the student's words (the operators' note stays theirs). */
const refundRequestLabels: Record<RequestStatus, string> = {
  open: `received; we process requests within ${refundPolicy.processedWithinDays} days`,
  answered: 'answered by email',
  refunded: 'refunded',
  rejected: 'not refunded; we have written to you why',
};

/**
 * The My Purchases tab of /user (decision 13): one card per paid order with the item, amount,
 * date and payment id, or the loading and empty texts. Fetches only while a user is signed in.
 * A second payment for something already bought says it will be refunded (docs/decisions/0019).
 * Donations are listed as donations; every order has its receipt (decision 24).
 */
export function MyPurchases({ userId }: { userId: string | undefined }) {
  const { data, error, isLoading } = usePurchases(userId);

  useEffect(() => {
    // As with downloads (spec section 8): a failed fetch is logged and the empty text is shown.
    if (error) console.error('Dashboard fetch error', error);
  }, [error]);

  if (isLoading) {
    return (
      <p role="status" className="text-slate-700">
        Loading your dashboard...
      </p>
    );
  }
  if (!data?.length) return <p className="text-slate-700">You haven't bought anything yet.</p>;

  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {data.map((purchase) => (
        <li
          key={purchase.orderId}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {itemTypeLabels[purchase.itemType]}
          </p>
          <h3 className="mt-1 font-semibold break-words text-slate-900">{purchase.itemName}</h3>
          {purchase.refundDue ? (
            <p className="mt-2 rounded-md bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900">
              {paymentMessages.paidTwiceLabel}
            </p>
          ) : null}
          {purchase.refundedAt ? (
            <p className="mt-2 rounded-md bg-slate-100 px-2 py-1 text-sm font-medium text-slate-800">
              {`Refunded on ${formatDate(purchase.refundedAt)}`}
            </p>
          ) : null}
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Amount</dt>
            <dd className="text-slate-900">{formatRupees(purchase.amountPaise)}</dd>
            <dt className="text-slate-600">Paid on</dt>
            <dd className="text-slate-900">{formatDate(purchase.paidAt)}</dd>
            <dt className="text-slate-600">Payment ID</dt>
            <dd className="font-mono break-all text-slate-900">{purchase.paymentId}</dd>
            <dt className="text-slate-600">Order ID</dt>
            <dd className="font-mono break-all text-slate-900">{purchase.orderId}</dd>
            {purchase.refundRequest ? (
              <>
                <dt className="text-slate-600">Refund request</dt>
                <dd className="text-slate-900">
                  <span className="font-mono">{purchase.refundRequest.id}</span>
                  {`: ${refundRequestLabels[purchase.refundRequest.status]}`}
                </dd>
              </>
            ) : null}
          </dl>
          <a
            href={receiptUrl(purchase.orderId)}
            download=""
            aria-label={`Download receipt for ${purchase.itemName}, order ${purchase.orderId}`}
            className="mt-3 inline-flex items-center rounded-lg border border-brand-600 bg-white px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Download receipt
          </a>
        </li>
      ))}
    </ul>
  );
}
