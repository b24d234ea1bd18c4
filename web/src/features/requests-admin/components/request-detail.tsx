import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { Link } from '../../../lib/link';
import { useRequest } from '../api/get-request';
import type { RequestList } from '../api/get-requests';
import { ReplyForm } from './reply-form';
import { Details, RequestUpdate, statusLabels } from './request-update';

const listLabels: Record<RequestList, string> = {
  contact: 'Contact request',
  refund: 'Refund request',
};

/** One contact or refund request: what was asked, its history of replies, and answering it. */
export function RequestDetail({ list, id }: { list: RequestList; id: string }) {
  const detail = useRequest(list, id);
  const back = (
    <Link
      to={list === 'refund' ? '/admin/requests?list=refund' : '/admin/requests'}
      className="text-sm font-medium text-brand-700 underline"
    >
      {`All ${list} requests`}
    </Link>
  );

  if (detail.isPending) return <LoadingMessage />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return (
        <div>
          {back}
          <p className="mt-4 text-slate-700">{`No ${list} request has the id ${id}.`}</p>
        </div>
      );
    }
    return (
      <LoadError
        what="the request"
        error={detail.error}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  }

  const { request, replies } = detail.data;
  const title = 'subject' in request ? request.subject : `Refund: ${request.product}`;
  const rows: [string, ReactNode][] =
    'subject' in request
      ? [
          ['From', `${request.name} <${request.email}>`],
          ['Message', request.message],
        ]
      : [
          ['From', `${request.name} <${request.email}>`],
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
    <div className="max-w-3xl">
      {back}
      <h3 className="mt-2 text-lg font-bold break-words text-slate-900">{title}</h3>
      <p className="text-sm text-slate-600">
        {`${listLabels[list]} ${request.id} · `}
        <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        {` · ${statusLabels[request.status]}`}
      </p>
      <Details rows={rows} />

      <section aria-labelledby="request-status" className="mt-6">
        <h4 id="request-status" className="font-semibold text-slate-900">
          Status and note
        </h4>
        {/* Starts again from the saved request after a reply (which may answer it), not after
            its own save, so its "Saved." stays in view. */}
        <RequestUpdate key={`${request.id} ${replies.length}`} list={list} request={request} />
      </section>

      <section aria-labelledby="request-history" className="mt-8">
        <h4 id="request-history" className="font-semibold text-slate-900">
          History
        </h4>
        <ol className="mt-3 space-y-3">
          <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <p className="font-medium text-slate-900">{`Received from ${request.name}`}</p>
            <p className="text-slate-600">
              <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
            </p>
          </li>
          {replies.map((reply) => (
            <li key={reply.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <p className="font-medium text-slate-900">
                {`Reply by ${reply.operator.name} (${reply.operator.email}) to ${reply.sentTo}`}
              </p>
              <p className="text-slate-600">
                <time dateTime={reply.sentAt}>{formatDateTime(reply.sentAt)}</time>
                {` · Subject: ${reply.subject}`}
              </p>
              <p className="mt-2 break-words whitespace-pre-line text-slate-900">{reply.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="request-reply" className="mt-8">
        <h4 id="request-reply" className="font-semibold text-slate-900">
          Reply by email
        </h4>
        <div className="mt-3">
          <ReplyForm
            list={list}
            requester={{
              id: request.id,
              name: request.name,
              email: request.email,
              subject:
                'subject' in request
                  ? `Re: ${request.subject} [${request.id}]`
                  : `Your refund request ${request.id}: ${request.product}`,
            }}
          />
        </div>
      </section>
    </div>
  );
}
