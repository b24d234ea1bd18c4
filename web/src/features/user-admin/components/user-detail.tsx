import type { AdminUserAttempt, AdminUserDetailResponse } from '@studyhub/contract/admin';
import { paymentMessages } from '@studyhub/contract/constants';
import { quizzes } from '@studyhub/contract/quiz';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';
import { Link } from '../../../lib/link';
import { AccountActions } from './account-actions';

const itemTypeLabels: Record<string, string> = {
  note: 'Note',
  project: 'Project',
  paper: 'Question paper',
  donation: 'Donation',
};

const roleLabels = { admin: 'Admin (operator)', student: 'Student' } as const;

function attemptResult(attempt: AdminUserAttempt) {
  if (attempt.status === 'in_progress') return 'In progress';
  const result = `${attempt.score ?? 0} of ${attempt.total}, ${attempt.passed ? 'passed' : 'not passed'}`;
  return attempt.status === 'timed_out' ? `${result} (time ran out)` : result;
}

function Section({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {`${title} (${count})`}
      </h3>
      {count === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {children}
        </ul>
      )}
    </section>
  );
}

const badge = 'mt-1 inline-block rounded-md px-2 py-0.5 text-sm font-medium';

/** One account for operators: who it is, what it bought, downloaded, attempted and earned. */
export function UserDetail({ detail }: { detail: AdminUserDetailResponse }) {
  const { user, orders, downloads, attempts, certificates } = detail;
  return (
    <div>
      <h2 className="text-xl font-bold break-words text-slate-900">{user.name}</h2>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-xl border border-slate-200 bg-white p-4 text-sm">
        <dt className="text-slate-600">Email</dt>
        <dd className="break-all text-slate-900">{user.email}</dd>
        <dt className="text-slate-600">Role</dt>
        <dd className="text-slate-900">{roleLabels[user.role]}</dd>
        <dt className="text-slate-600">Created</dt>
        <dd className="text-slate-900">{formatDate(user.createdAt)}</dd>
        <dt className="text-slate-600">Disabled</dt>
        <dd className="text-slate-900">
          {user.disabledAt ? `Yes, since ${formatDate(user.disabledAt)}` : 'No'}
        </dd>
      </dl>

      <AccountActions user={user} />

      <Section id="user-orders" title="Orders" count={orders.length} empty="No paid orders.">
        {orders.map((order) => (
          <li key={order.orderId} className="p-4">
            {/* The order's own page holds its history and the refund. */}
            <Link
              to={`/admin/orders/${encodeURIComponent(order.orderId)}`}
              className="font-semibold break-words text-brand-700 underline hover:text-brand-800"
            >
              {order.itemName}
            </Link>
            <p className="text-sm text-slate-700">
              {`${itemTypeLabels[order.itemType] ?? ''} · ${formatRupees(order.amountPaise)} · ` +
                `paid on ${formatDate(order.paidAt)}`}
            </p>
            <p className="text-sm break-all text-slate-600">{`Payment ID ${order.paymentId}`}</p>
            {order.refundedAt ? (
              <p className={`${badge} bg-slate-100 text-slate-800`}>
                {`Refunded on ${formatDate(order.refundedAt)}`}
              </p>
            ) : (
              order.refundDue && (
                <p className={`${badge} bg-amber-50 text-amber-900`}>
                  {paymentMessages.paidTwiceLabel}
                </p>
              )
            )}
          </li>
        ))}
      </Section>

      <Section id="user-downloads" title="Downloads" count={downloads.length} empty="No downloads.">
        {downloads.map((download) => (
          <li key={download.id} className="p-4">
            <p className="font-semibold break-words text-slate-900">{download.itemName}</p>
            <p className="text-sm text-slate-700">
              {`${itemTypeLabels[download.itemType] ?? ''} · ` +
                `${download.amountPaise === null ? 'Free' : formatRupees(download.amountPaise)} ` +
                `· ${formatDateTime(download.downloadedAt)}`}
            </p>
          </li>
        ))}
      </Section>

      <Section
        id="user-attempts"
        title="Quiz attempts"
        count={attempts.length}
        empty="No quiz attempts."
      >
        {attempts.map((attempt) => (
          <li key={attempt.id} className="p-4">
            <p className="font-semibold text-slate-900">{`${quizzes[attempt.subject].title} quiz`}</p>
            <p className="text-sm text-slate-700">
              {`${attemptResult(attempt)} · started ${formatDateTime(attempt.startedAt)}`}
            </p>
          </li>
        ))}
      </Section>

      <Section
        id="user-certificates"
        title="Certificates"
        count={certificates.length}
        empty="No certificates."
      >
        {certificates.map((certificate) => (
          <li key={certificate.id} className="p-4">
            <Link
              to={`/certificates/${encodeURIComponent(certificate.id)}`}
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              {`${quizzes[certificate.subject].title} certificate ${certificate.id}`}
            </Link>
            <p className="text-sm text-slate-700">
              {`${certificate.score} of ${certificate.total} · issued ` +
                `${formatDate(certificate.issuedAt)} to ${certificate.name}`}
            </p>
            {certificate.revoked && (
              <p className={`${badge} bg-red-50 text-red-800`}>
                {`Revoked${certificate.revokedAt ? ` on ${formatDate(certificate.revokedAt)}` : ''}`}
              </p>
            )}
          </li>
        ))}
      </Section>
    </div>
  );
}
