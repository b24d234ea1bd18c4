import type { FormResult } from '@studyhub/contract/forms';
import type { AdminOrderDetailResponse } from '@studyhub/contract/payments';
import { type ReactNode, useState } from 'react';
import { AskButton, useAskedInAddress } from '../../../components/ui/ask-button';
import { DoneStatus } from '../../../components/ui/done-status';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { NotFoundPanel } from '../../../components/ui/not-found-panel';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { formatDateTime, formatRupees } from '../../../lib/format';
import { Link } from '../../../lib/link';
import { useOrder } from '../api/get-order';
import { useRecheckOrder } from '../api/recheck-order';
import { itemTypeLabels, OrderStatus } from './order-status';
import { RefundDialog } from './refund-dialog';

type Order = AdminOrderDetailResponse['order'];

const eventLabels: Record<string, string> = {
  created: 'Order created',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

function Facts({ order }: { order: Order }) {
  const rows: [string, ReactNode][] = [
    ['Buyer', `${order.userName} (${order.userEmail})`],
    ['Item', `${itemTypeLabels[order.itemType]}: ${order.itemName}`],
    ['Amount', formatRupees(order.amountPaise)],
    ['Status', <OrderStatus key="status" order={order} />],
    ['Created', formatDateTime(order.createdAt)],
    ['Paid', order.paidAt ? formatDateTime(order.paidAt) : 'Not paid'],
    [
      'Provider',
      `${order.provider === 'sandbox' ? 'Sandbox' : 'Razorpay'} · ${order.providerOrderId}`,
    ],
    ['Payment id', order.paymentId ?? 'None yet'],
  ];
  if (order.failureReason) rows.push(['Why it failed', order.failureReason]);
  if (order.duplicateOf) {
    rows.push([
      'Paid twice',
      <Link
        key="duplicate"
        to={`/admin/orders/${encodeURIComponent(order.duplicateOf)}`}
        className="text-brand-700 underline"
      >
        {`The order that granted the item: ${order.duplicateOf}`}
      </Link>,
    ]);
  }
  if (order.refundedAt) {
    rows.push(['Refunded', `${formatDateTime(order.refundedAt)} · ${order.refundId ?? ''}`]);
    rows.push(['Refund reason', order.refundReason ?? '']);
  }
  return (
    <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[10rem_1fr]">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a refund did, in the words the page shows. */
const refundedText = (order: Order, message: string, accessEnded: boolean) =>
  `${message} ${accessEnded ? `${order.userEmail} no longer has access to “${order.itemName}”.` : 'No access was ended.'}`;

/**
 * /admin/orders/{orderId}: the order, its history, a refund and a re-check with the provider. Both
 * work without the script (decision 35): the re-check is a form that posts to the page, Refund
 * asks for the page with its dialog open (`?ask=refund`), whose form posts to the page.
 */
export function OrderDetail({ orderId }: { orderId: string }) {
  const detail = useOrder(orderId);
  const recheck = useRecheckOrder(orderId);
  const address = useAskedInAddress();
  const servedRefund = useFormResult('refund');
  const servedRecheck = useFormResult('recheck');
  // Refused without the script: the dialog is drawn open again with the reason and the words.
  const [refunding, setRefunding] = useState(
    address.ask === 'refund' || Boolean(servedRefund?.error),
  );
  const [result, setResult] = useState<{ text: string; tone: 'done' | 'failed'; key: number }>();

  if (detail.isPending) return <LoadingMessage />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return (
        <NotFoundPanel
          level={2}
          title="Order not found"
          back={{ to: '/admin/orders', label: 'Back to Orders' }}
        >
          {`No order has the id ${orderId}.`}
        </NotFoundPanel>
      );
    }
    return (
      <LoadError
        what="the order"
        error={detail.error}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  }
  const { order, history } = detail.data;
  const show = (text: string, tone: 'done' | 'failed') =>
    setResult({ text, tone, key: Date.now() });
  const page = `/admin/orders/${encodeURIComponent(order.orderId)}`;
  // What a form posted without the script did, drawn by the server until the script says more.
  const served = result ?? servedResultOf(order, servedRefund, servedRecheck);

  return (
    <div className="max-w-3xl">
      <Link to="/admin/orders" className="text-sm font-medium text-brand-700 underline">
        All orders
      </Link>
      <h2 className="mt-2 text-xl font-bold break-words text-slate-900">{`Order ${order.orderId}`}</h2>
      {served && (
        <DoneStatus
          key={served.key}
          text={served.text}
          tone={served.tone}
          served={served.key === 0}
          className="mt-4"
        />
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {order.status === 'paid' && (
          <AskButton
            ask="refund"
            onAsk={() => setRefunding(true)}
            className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
          >
            Refund
          </AskButton>
        )}
        {(order.status === 'created' || order.status === 'failed') && (
          <form
            method="post"
            action={page}
            onSubmit={(event) => {
              event.preventDefault();
              recheck.mutate(undefined, {
                onSuccess: (answer) => show(answer.message, 'done'),
                onError: (error) => show(failureMessage(error), 'failed'),
              });
            }}
          >
            <input type="hidden" name="form" value="recheck" />
            <button
              type="submit"
              disabled={recheck.isPending}
              className="rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-300 ring-inset hover:bg-brand-50 disabled:opacity-60"
            >
              {recheck.isPending ? 'Asking the provider...' : 'Re-check with provider'}
            </button>
          </form>
        )}
      </div>
      <Facts order={order} />
      <h3 className="mt-6 text-lg font-semibold text-slate-900">History</h3>
      {history.length === 0 ? (
        <p className="mt-2 text-slate-700">No events recorded.</p>
      ) : (
        <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4">
          {history.map((entry) => (
            <li key={`${entry.at} ${entry.event} ${entry.detail ?? ''}`}>
              <p className="font-medium text-slate-900">
                {eventLabels[entry.event] ?? `Provider’s notice: ${entry.event}`}
              </p>
              <p className="text-sm text-slate-600">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {entry.detail ? ` · ${entry.detail}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
      {refunding && (
        <RefundDialog
          order={order}
          page={page}
          served={servedRefund}
          onClose={() => {
            setRefunding(false);
            address.done();
          }}
          onRefunded={(answer) => {
            setRefunding(false);
            address.done();
            show(refundedText(order, answer.message, answer.accessEnded), 'done');
          }}
        />
      )}
    </div>
  );
}

/** The outcome of a refund or re-check posted without the script, as the page says it. */
function servedResultOf(
  order: Order,
  refund: FormResult | undefined,
  recheck: FormResult | undefined,
): { text: string; tone: 'done' | 'failed'; key: number } | undefined {
  if (refund?.done?.message) {
    const text = refundedText(order, refund.done.message, refund.done.accessEnded === 'true');
    return { text, tone: 'done', key: 0 };
  }
  if (recheck?.done?.message) return { text: recheck.done.message, tone: 'done', key: 0 };
  if (recheck?.error) return { text: recheck.error.message, tone: 'failed', key: 0 };
  return undefined;
}
