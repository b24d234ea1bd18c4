import type { AdminUser } from '@studyhub/contract/admin';
import { useState } from 'react';
import { AskButton, useAskedInAddress } from '../../../components/ui/ask-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { useChangeRole } from '../api/change-role';
import { useEndSessions } from '../api/end-sessions';

function failure(error: unknown) {
  return error instanceof ApiError || error instanceof NetworkError
    ? error.message
    : 'That did not work. Please try again in a moment.';
}

const buttonClass =
  'rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-300 ring-inset hover:bg-brand-50 disabled:opacity-60';

type Asking = 'role' | 'end-sessions';
const askings: readonly string[] = ['role', 'end-sessions'] satisfies Asking[];

/**
 * What an operator can do to an account: change its role, sign it out everywhere. Each asks
 * first; without the script the question is the page drawn with it open, and the answer a form
 * that posts to the page (decision 35).
 */
export function AccountActions({ user }: { user: AdminUser }) {
  const address = useAskedInAddress();
  const [asking, setAsking] = useState<Asking | null>(() =>
    address.ask && askings.includes(address.ask) ? (address.ask as Asking) : null,
  );
  const changeRole = useChangeRole(user.id);
  const endSessions = useEndSessions(user.id);
  // Sent without the script: the server drew this page with what was done, or why not.
  const servedRole = useFormResult('role');
  const servedSessions = useFormResult('end-sessions');
  const makeAdmin = user.role === 'student';
  const page = `/admin/users/${encodeURIComponent(user.id)}`;
  const close = () => {
    setAsking(null);
    address.done();
  };
  const roleError = changeRole.isError ? failure(changeRole.error) : servedRole?.error?.message;
  const roleDone = changeRole.data?.message ?? servedRole?.done?.message;
  const sessionsError = endSessions.isError
    ? failure(endSessions.error)
    : servedSessions?.error?.message;
  const sessionsDone = endSessions.data?.message ?? servedSessions?.done?.message;

  return (
    <section aria-labelledby="account-actions" className="mt-6">
      <h3 id="account-actions" className="text-lg font-semibold text-slate-900">
        Actions
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-700">
            {makeAdmin
              ? 'An operator can use the admin section: content, orders, accounts and roles.'
              : 'As a student they could no longer open the admin section.'}
          </p>
          <AskButton
            ask="role"
            className={`mt-3 ${buttonClass}`}
            onAsk={() => {
              changeRole.reset();
              setAsking('role');
            }}
          >
            {makeAdmin ? 'Make operator' : 'Make student'}
          </AskButton>
          {roleError && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {roleError}
            </p>
          )}
          <p role="status" className="mt-2 text-sm font-medium text-green-800">
            {roleDone}
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-700">
            Signs the account out on every device. They can sign in again with their password.
          </p>
          <AskButton
            ask="end-sessions"
            className={`mt-3 ${buttonClass}`}
            onAsk={() => {
              endSessions.reset();
              setAsking('end-sessions');
            }}
          >
            End all sessions
          </AskButton>
          {sessionsError && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {sessionsError}
            </p>
          )}
          <p role="status" className="mt-2 text-sm font-medium text-green-800">
            {sessionsDone}
          </p>
        </div>
      </div>

      {asking === 'role' && (
        <ConfirmDialog
          title={makeAdmin ? `Make ${user.name} an operator?` : `Make ${user.name} a student?`}
          confirmLabel={makeAdmin ? 'Make operator' : 'Make student'}
          pendingLabel="Changing..."
          pending={changeRole.isPending}
          onCancel={close}
          onConfirm={() => changeRole.mutate(makeAdmin ? 'admin' : 'student', { onSettled: close })}
          post={{
            action: page,
            fields: { form: 'role', role: makeAdmin ? 'admin' : 'student' },
            cancelHref: page,
          }}
        >
          {makeAdmin
            ? `${user.email} will get the admin role: they can change the catalog, see orders and accounts, and change roles.`
            : `${user.email} will lose the admin role from their next click and keep a student's access.`}
        </ConfirmDialog>
      )}
      {asking === 'end-sessions' && (
        <ConfirmDialog
          title={`End all sessions of ${user.name}?`}
          confirmLabel="End all sessions"
          pendingLabel="Ending..."
          pending={endSessions.isPending}
          onCancel={close}
          onConfirm={() => endSessions.mutate(undefined, { onSettled: close })}
          post={{ action: page, fields: { form: 'end-sessions' }, cancelHref: page }}
        >
          {`${user.email} will be signed out on every device and has to sign in again.`}
        </ConfirmDialog>
      )}
    </section>
  );
}
