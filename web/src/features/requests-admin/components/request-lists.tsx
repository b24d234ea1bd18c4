import type { ContactRequest, RefundRequest } from '@studyhub/contract/requests';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { formatDateTime } from '../../../lib/format';
import { Link } from '../../../lib/link';
import { useScripted } from '../../../lib/scripted';
import { type RequestList, requestListOf, requestsShown, useRequests } from '../api/get-requests';
import {
  controlClass,
  Details,
  RequestUpdate,
  StatusOptions,
  statusLabels,
} from './request-update';

function RequestItem({
  list,
  request,
}: {
  list: RequestList;
  request: ContactRequest | RefundRequest;
}) {
  const from = `${request.name} <${request.email}>`;
  const rows: [string, ReactNode][] =
    'subject' in request
      ? [
          ['From', from],
          ['Message', request.message],
        ]
      : [
          ['From', from],
          ['Product', request.product],
          [
            'Transaction',
            <Link
              key="transaction"
              to={`/admin/orders?email=${encodeURIComponent(request.email)}`}
              className="font-mono text-brand-700 underline"
            >
              {request.transactionId}
            </Link>,
          ],
        ];
  return (
    <li className="p-4">
      <h3 className="font-semibold break-words text-slate-900">
        <Link
          to={`/admin/requests/${list}/${encodeURIComponent(request.id)}`}
          className="rounded underline-offset-4 hover:text-brand-700 hover:underline"
        >
          {'subject' in request ? request.subject : `Refund: ${request.product}`}
        </Link>
      </h3>
      <p className="text-sm text-slate-600">
        {`${request.id} · `}
        <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        {` · ${statusLabels[request.status]}`}
      </p>
      <Details rows={rows} />
      <RequestUpdate list={list} request={request} />
    </li>
  );
}

const tabs: { list: RequestList; label: string }[] = [
  { list: 'contact', label: 'Contact requests' },
  { list: 'refund', label: 'Refund requests' },
];

/** /admin/requests: contact or refund requests (the choice and the status kept in the address). */
export function RequestLists() {
  const [params, setParams] = useSearchParams();
  const { list, status } = requestListOf(params);
  const requests = useRequests(list, status);
  const filterId = useId();
  const scripted = useScripted();

  function choose(next: { list?: RequestList; status?: string }) {
    const query = new URLSearchParams();
    const nextList = next.list ?? list;
    const nextStatus = next.status ?? status;
    if (nextList === 'refund') query.set('list', 'refund');
    if (nextStatus) query.set('status', nextStatus);
    setParams(query);
  }

  let body: ReactNode;
  if (requests.isPending) body = <LoadingMessage />;
  else if (requests.isError) {
    body = (
      <LoadError
        what="the requests"
        error={requests.error}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  } else if (requests.data.requests.length === 0) {
    body = (
      <p className="mt-6 text-slate-700">
        {status ? `No ${statusLabels[status].toLowerCase()} requests.` : 'No requests yet.'}
      </p>
    );
  } else {
    const shown = requests.data.requests;
    body = (
      <>
        {requests.data.total > shown.length && (
          <p className="mt-4 text-sm text-slate-600">
            {`The newest ${requestsShown} of ${requests.data.total.toLocaleString('en-IN')}; ` +
              'choose a status to see others.'}
          </p>
        )}
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {shown.map((request) => (
            <RequestItem key={request.id} list={list} request={request} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div>
      {/* Without the script (decision 35) each tab and the status are GET forms for the address
          the server draws the list for; the status's Show button is there until the script is. */}
      <nav aria-label="Request lists" className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <form
            key={tab.list}
            method="get"
            action="/admin/requests"
            className="contents"
            onSubmit={(event) => {
              event.preventDefault();
              choose({ list: tab.list });
            }}
          >
            {status && <input type="hidden" name="status" value={status} />}
            <button
              type="submit"
              name="list"
              value={tab.list}
              aria-pressed={tab.list === list}
              className={`rounded-lg px-4 py-2 text-sm font-semibold ring-1 ring-inset ${
                tab.list === list
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'text-slate-800 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              {tab.label}
            </button>
          </form>
        ))}
      </nav>
      <form
        method="get"
        action="/admin/requests"
        className="mt-4 flex max-w-xs items-end gap-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <input type="hidden" name="list" value={list} />
        <div className="grow">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id={filterId}
            name="status"
            value={status}
            onChange={(event) => choose({ status: event.target.value })}
            className={controlClass}
          >
            <option value="">All</option>
            <StatusOptions />
          </select>
        </div>
        {!scripted && (
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            Show
          </button>
        )}
      </form>
      <h3 className="sr-only">{tabs.find((tab) => tab.list === list)?.label}</h3>
      {body}
    </div>
  );
}
