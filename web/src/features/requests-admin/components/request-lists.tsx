import {
  type ContactRequest,
  type RefundRequest,
  type RequestStatus,
  requestPatch,
  requestStatuses,
} from '@studyhub/contract/requests';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { failureMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { type RequestList, requestsShown, useRequests } from '../api/get-requests';
import { useUpdateRequest } from '../api/update-request';

const statusLabels: Record<RequestStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  refunded: 'Refunded',
  rejected: 'Rejected',
};

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

/** The status select and the operators' note of one request, saved together. */
function RequestUpdate({
  list,
  request,
}: {
  list: RequestList;
  request: ContactRequest | RefundRequest;
}) {
  const update = useUpdateRequest(list, request.id);
  const [status, setStatus] = useState<RequestStatus>(request.status);
  const [note, setNote] = useState(request.operatorNote ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();

  function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const change = { status, note: note.trim() ? note : null };
    const checked = requestPatch.safeParse(change);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please check the note.');
      return;
    }
    setProblem(null);
    update.mutate(change, { onSuccess: () => setSaved(true) });
  }

  return (
    <form onSubmit={save} noValidate className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr]">
      <div>
        <label htmlFor={`${id}-status`} className="text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as RequestStatus)}
          className={controlClass}
        >
          {requestStatuses.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-800">
          Operator note
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={2}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-note-hint${problem ? ` ${id}-note-error` : ''}`}
          className={controlClass}
        />
        <p id={`${id}-note-hint`} className="mt-1 text-sm text-slate-600">
          Only operators see it.
        </p>
        {problem && (
          <p id={`${id}-note-error`} className="mt-1 text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button
          type="submit"
          disabled={update.isPending}
          aria-label={`Save request ${request.id}`}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {update.isPending ? 'Saving...' : 'Save'}
        </button>
        {saved && (
          <p role="status" className="text-sm font-medium text-emerald-800">
            Saved.
          </p>
        )}
        {update.error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failureMessage(update.error)}
          </p>
        )}
      </div>
    </form>
  );
}

function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

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
        {'subject' in request ? request.subject : `Refund: ${request.product}`}
      </h3>
      <p className="text-sm text-slate-600">
        {request.id} · <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>{' '}
        · {statusLabels[request.status]}
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
  const list: RequestList = params.get('list') === 'refund' ? 'refund' : 'contact';
  const status = requestStatuses.find((value) => value === params.get('status')) ?? '';
  const requests = useRequests(list, status);
  const filterId = useId();

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
            The newest {requestsShown} of {requests.data.total.toLocaleString('en-IN')}; choose a
            status to see others.
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
      <nav aria-label="Request lists" className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <button
            key={tab.list}
            type="button"
            aria-pressed={tab.list === list}
            onClick={() => choose({ list: tab.list })}
            className={`rounded-lg px-4 py-2 text-sm font-semibold ring-1 ring-inset ${
              tab.list === list
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'text-slate-800 ring-slate-300 hover:bg-slate-50'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </nav>
      <div className="mt-4 max-w-xs">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id={filterId}
          value={status}
          onChange={(event) => choose({ status: event.target.value })}
          className={controlClass}
        >
          <option value="">All</option>
          {requestStatuses.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <h3 className="sr-only">{tabs.find((tab) => tab.list === list)?.label}</h3>
      {body}
    </div>
  );
}
