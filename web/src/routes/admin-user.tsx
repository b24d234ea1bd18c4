import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../components/ui/load-error';
import { LoadingMessage } from '../components/ui/loading-message';
import { NotFoundPanel } from '../components/ui/not-found-panel';
import { useUser } from '../features/user-admin/api/get-user';
import { UserDetail } from '../features/user-admin/components/user-detail';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';

/** /admin/users/{id}: one account, what it did, and its role and sessions. */
export function AdminUserScreen() {
  const { id = '' } = useParams();
  const user = useUser(id);
  useDocumentTitle(`${user.data?.user.name ?? 'User'} · Admin`);

  let body: ReactNode;
  if (user.isPending) body = <LoadingMessage />;
  else if (user.isError && user.error instanceof ApiError && user.error.status === 404) {
    body = (
      <NotFoundPanel
        level={2}
        title="User not found"
        back={{ to: '/admin/users', label: 'Back to Users' }}
      >
        {user.error.message}
      </NotFoundPanel>
    );
  } else if (user.isError) {
    body = (
      <LoadError
        what="this user"
        error={user.error}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  } else body = <UserDetail detail={user.data} />;
  return (
    <div>
      <Link
        to="/admin/users"
        className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline"
      >
        ← All users
      </Link>
      {body}
    </div>
  );
}
