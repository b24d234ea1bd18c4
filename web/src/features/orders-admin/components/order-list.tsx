import type { OrderTotals } from '@studyhub/contract/payments';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { formatDateTime, formatRupees } from '../../../lib/format';
import { Link } from '../../../lib/link';
import { orderFiltersOf, useOrders } from '../api/get-orders';
import { itemTypeLabels, OrderStatus } from './order-status';

const filterNames = ['status', 'itemType', 'from', 'to', 'email'] as const;

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900';

function Totals({ totals }: { totals: OrderTotals }) {
  const cells = [
    { label: `Paid (${totals.paidCount})`, value: formatRupees(totals.paidPaise) },
    { label: `Refunded (${totals.refundedCount})`, value: formatRupees(totals.refundedPaise) },
    { label: 'Kept', value: formatRupees(totals.netPaise) },
  ];
  return (
    <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
      {cells.map((cell) => (
        <div key={cell.label} className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
          <dt className="text-sm text-slate-600">{cell.label}</dt>
          <dd className="mt-1 font-bold break-words text-slate-900 sm:text-xl">{cell.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/orders: the filters (kept in the address), the period's totals and the orders. */
export function OrderList() {
  const [params, setParams] = useSearchParams();
  const filters = orderFiltersOf(params);
  const orders = useOrders(filters);
  const id = useId();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of filterNames) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  }

  let body: ReactNode;
  if (orders.isPending) body = <LoadingMessage />;
  else if (orders.isError) {
    body = (
      <LoadError
        what="the orders"
        error={orders.error}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  } else {
    const list = orders.data.orders;
    body = (
      <>
        <h3 className="sr-only">Totals of the period</h3>
        <Totals totals={orders.data.totals} />
        <p className="mt-1 text-sm text-slate-600">
          Totals count every status in the period; the status filter narrows only the list.
        </p>
        {list.length === 0 ? (
          <p className="mt-6 text-slate-700">No orders match these filters.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {list.map((order) => (
              <li key={order.orderId} className="flex flex-wrap items-start gap-x-4 gap-y-1 p-4">
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold break-words text-slate-900">
                    <Link
                      to={`/admin/orders/${encodeURIComponent(order.orderId)}`}
                      className="text-brand-700 underline"
                    >
                      {order.itemName}
                    </Link>
                  </h3>
                  <p className="text-sm text-slate-600">
                    {`${itemTypeLabels[order.itemType] ?? ''} · `}
                    <span className="break-all">{order.userEmail}</span>
                    {' · '}
                    <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                  </p>
                  <p className="font-mono text-xs break-all text-slate-600">{order.orderId}</p>
                </div>
                <div className="text-right">
                  <p className="font-semibold text-slate-900">{formatRupees(order.amountPaise)}</p>
                  <OrderStatus order={order} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div>
      <form
        key={params.toString()}
        onSubmit={apply}
        aria-label="Filter orders"
        className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-3"
      >
        <div>
          <label htmlFor={`${id}-status`} className="text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id={`${id}-status`}
            name="status"
            defaultValue={filters.status}
            className={controlClass}
          >
            <option value="">All</option>
            <option value="paid">Paid</option>
            <option value="refund-due">Paid twice, refund due</option>
            <option value="refunded">Refunded</option>
            <option value="created">Not paid</option>
            <option value="failed">Failed</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="text-sm font-medium text-slate-800">
            Item type
          </label>
          <select
            id={`${id}-type`}
            name="itemType"
            defaultValue={filters.itemType}
            className={controlClass}
          >
            <option value="">All</option>
            <option value="note">Notes</option>
            <option value="project">Projects</option>
            <option value="donation">Donations</option>
          </select>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
            Buyer’s email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            defaultValue={filters.email}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="text-sm font-medium text-slate-800">
            From
          </label>
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            defaultValue={filters.from}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="text-sm font-medium text-slate-800">
            To
          </label>
          <input
            id={`${id}-to`}
            name="to"
            type="date"
            defaultValue={filters.to}
            className={controlClass}
          />
        </div>
        <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Show orders
          </button>
          {params.size > 0 && (
            <Link
              to="/admin/orders"
              className="rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-300 ring-inset hover:bg-brand-50"
            >
              Clear
            </Link>
          )}
        </div>
      </form>
      {body}
    </div>
  );
}
