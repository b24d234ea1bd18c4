import { type FormEvent, type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../components/ui/load-error';
import { LoadingMessage } from '../components/ui/loading-message';
import { type UsersFilter, usersFilterOf, useUsers } from '../features/users-admin/api/get-users';
import { useDocumentTitle } from '../lib/document-title';
import { formatDate } from '../lib/format';
import { Link } from '../lib/link';

/** /admin/users: accounts by name or email, newest first; each opens its own page. */
export function AdminUsersScreen() {
  useDocumentTitle('Users · Admin');
  const [params, setParams] = useSearchParams();
  const filter = usersFilterOf(params);
  const users = useUsers(filter);
  const searchId = useId();
  const roleId = useId();

  /** The address's query for the list with `next` changed, from page 1 unless it names one. */
  const queryOf = (next: Partial<UsersFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.q) query.set('q', merged.q);
    if (merged.role) query.set('role', merged.role);
    if (merged.page > 1) query.set('page', String(merged.page));
    return query;
  };
  const show = (next: Partial<UsersFilter>) => setParams(queryOf(next));
  const pageLink =
    'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50';

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const role = form.get('role');
    show({
      q: String(form.get('q') ?? '').trim() || undefined,
      role: role === 'admin' || role === 'student' ? role : undefined,
    } as Partial<UsersFilter>);
  };

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
  } else if (users.data.users.length === 0) {
    body = (
      <p className="text-slate-700">
        {filter.q || filter.role ? 'No account matches this search.' : 'No accounts yet.'}
      </p>
    );
  } else {
    const { total, page, totalPages } = users.data;
    body = (
      <>
        <p className="text-sm text-slate-600" aria-live="polite">
          {`${total.toLocaleString('en-IN')} ${total === 1 ? 'account' : 'accounts'}, newest ` +
            `first${totalPages > 1 ? ` (page ${page} of ${totalPages})` : ''}.`}
        </p>
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {users.data.users.map((account) => (
            <li key={account.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-4">
              {/* At least 14rem wide: on a phone the role and date go below the name instead of
                  squeezing it (and the email) into a column a word wide. */}
              <div className="min-w-0 grow basis-56">
                <h3 className="font-semibold break-words text-slate-900">
                  <Link
                    to={`/admin/users/${account.id}`}
                    className="text-brand-700 underline-offset-2 hover:underline focus-visible:underline"
                  >
                    {account.name}
                  </Link>
                </h3>
                <p className="text-sm break-all text-slate-600">{account.email}</p>
              </div>
              <p className="text-sm text-slate-700">
                {account.role === 'admin' ? <strong>Admin</strong> : <span>Student</span>}
                {` · Joined ${formatDate(account.createdAt)}${account.disabledAt ? ' · Disabled' : ''}`}
              </p>
            </li>
          ))}
        </ul>
        {totalPages > 1 ? (
          <nav aria-label="Pages of accounts" className="mt-4 flex items-center gap-3">
            {/* Links, so another page loads without the script too (decision 35). */}
            {page > 1 && (
              <Link to={`?${queryOf({ page: page - 1 })}`} className={pageLink}>
                Previous
              </Link>
            )}
            {page < totalPages && (
              <Link to={`?${queryOf({ page: page + 1 })}`} className={pageLink}>
                Next
              </Link>
            )}
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div>
      <h2 className="mb-4 text-xl font-bold text-slate-900">Users</h2>
      {/* A GET form: without the script it loads /admin/users?q=&role=, drawn by the server. */}
      <form
        aria-label="Find accounts"
        method="get"
        action="/admin/users"
        onSubmit={onSearch}
        className="mb-4 flex flex-wrap items-end gap-3"
        key={`${filter.q ?? ''}|${filter.role ?? ''}`}
      >
        <div className="min-w-48 flex-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            Name or email
          </label>
          <input
            id={searchId}
            name="q"
            type="search"
            defaultValue={filter.q ?? ''}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor={roleId} className="block text-sm font-medium text-slate-800">
            Role
          </label>
          <select
            id={roleId}
            name="role"
            defaultValue={filter.role ?? ''}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">Everyone</option>
            <option value="student">Students</option>
            <option value="admin">Operators</option>
          </select>
        </div>
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Search
        </button>
      </form>
      {body}
    </div>
  );
}
