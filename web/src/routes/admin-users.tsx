import type { ReactNode } from 'react';
import { LoadError } from '../components/ui/load-error';
import { LoadingMessage } from '../components/ui/loading-message';
import { useUsers } from '../features/users-admin/api/get-users';
import { useDocumentTitle } from '../lib/document-title';
import { formatDate } from '../lib/format';

/** /admin/users: every account, newest first; read-only. */
export function AdminUsersScreen() {
  useDocumentTitle('Users · Admin');
  const users = useUsers();

  let body: ReactNode;
  if (users.isPending) body = <LoadingMessage />;
  else if (users.isError) {
    body = (
      <LoadError
        what="the users"
        error={users.error}
        onRetry={() => void users.refetch()}
        retrying={users.isFetching}
      />
    );
  } else if (users.data.length === 0) {
    body = <p className="text-slate-700">No accounts yet.</p>;
  } else {
    body = (
      <>
        <p className="text-sm text-slate-600">
          {users.data.length.toLocaleString('en-IN')}{' '}
          {users.data.length === 1 ? 'account' : 'accounts'}, newest first.
        </p>
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {users.data.map((account) => (
            <li key={account.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-4">
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold break-words text-slate-900">{account.name}</h3>
                <p className="text-sm break-all text-slate-600">{account.email}</p>
              </div>
              <p className="text-sm text-slate-700">
                {account.role === 'admin' ? <strong>Admin</strong> : 'Student'} · Joined{' '}
                {formatDate(account.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div>
      <h2 className="mb-4 text-xl font-bold text-slate-900">Users</h2>
      {body}
    </div>
  );
}
