import type { AdminUser } from '@studyhub/contract/admin';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useChangeRole } from '../api/change-role';
import { useEndSessions } from '../api/end-sessions';

function failure(error: unknown) {
  return error instanceof ApiError || error instanceof NetworkError
    ? error.message
    : 'That did not work. Please try again in a moment.';
}

const buttonClass =
  'rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-300 ring-inset hover:bg-brand-50 disabled:opacity-60';

/** What an operator can do to an account: change its role, sign it out everywhere. */
export function AccountActions({ user }: { user: AdminUser }) {
  const [asking, setAsking] = useState<'role' | 'sessions' | null>(null);
  const changeRole = useChangeRole(user.id);
  const endSessions = useEndSessions(user.id);
  const makeAdmin = user.role === 'student';

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
          <button
            type="button"
            className={`mt-3 ${buttonClass}`}
            onClick={() => {
              changeRole.reset();
              setAsking('role');
            }}
          >
            {makeAdmin ? 'Make operator' : 'Make student'}
          </button>
          {changeRole.isError && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {failure(changeRole.error)}
            </p>
          )}
          <p role="status" className="mt-2 text-sm font-medium text-green-800">
            {changeRole.data?.message}
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-700">
            Signs the account out on every device. They can sign in again with their password.
          </p>
          <button
            type="button"
            className={`mt-3 ${buttonClass}`}
            onClick={() => {
              endSessions.reset();
              setAsking('sessions');
            }}
          >
            End all sessions
          </button>
          {endSessions.isError && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {failure(endSessions.error)}
            </p>
          )}
          <p role="status" className="mt-2 text-sm font-medium text-green-800">
            {endSessions.data?.message}
          </p>
        </div>
      </div>

      {asking === 'role' && (
        <ConfirmDialog
          title={makeAdmin ? `Make ${user.name} an operator?` : `Make ${user.name} a student?`}
          confirmLabel={makeAdmin ? 'Make operator' : 'Make student'}
          pendingLabel="Changing..."
          pending={changeRole.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            changeRole.mutate(makeAdmin ? 'admin' : 'student', {
              onSettled: () => setAsking(null),
            })
          }
        >
          {makeAdmin
            ? `${user.email} will get the admin role: they can change the catalog, see orders and accounts, and change roles.`
            : `${user.email} will lose the admin role from their next click and keep a student's access.`}
        </ConfirmDialog>
      )}
      {asking === 'sessions' && (
        <ConfirmDialog
          title={`End all sessions of ${user.name}?`}
          confirmLabel="End all sessions"
          pendingLabel="Ending..."
          pending={endSessions.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => endSessions.mutate(undefined, { onSettled: () => setAsking(null) })}
        >
          {`${user.email} will be signed out on every device and has to sign in again.`}
        </ConfirmDialog>
      )}
    </section>
  );
}
