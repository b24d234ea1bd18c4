import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { readingWidth } from '../../../components/ui/page-width';
import { useDocumentTitle } from '../../../lib/document-title';
import { Link } from '../../../lib/link';
import { loginAddress, Redirect } from '../../../lib/server-redirect';
import { useAuth } from '../use-auth';

function NotAllowed({ email }: { email: string }) {
  useDocumentTitle('Not allowed', 'This page is for StudyHub’s operators.');
  return (
    <div className={`${readingWidth} py-16 text-center`}>
      <p className="text-sm font-semibold tracking-wide text-red-700 uppercase">Error 403</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Not allowed</h1>
      <p className="mt-4 text-lg text-slate-700">
        {`This part of StudyHub is for its operators. Your account (${email}) cannot open it.`}
      </p>
      <Link
        to="/dashboard"
        className="mt-6 inline-flex rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Go to your dashboard
      </Link>
    </div>
  );
}

/**
 * Shows its children (or the nested routes) only to an admin (decision 20). A signed-out visitor
 * goes to /login and comes back; anyone else sees 'Not allowed', and the admin screens' code,
 * loaded only inside this guard, is never fetched for them.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, loading, loggedOut } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingMessage />;
  if (!user) {
    return (
      <Redirect
        to="/login"
        serverTo={loginAddress(location)}
        replace
        state={loggedOut ? null : { from: location }}
      />
    );
  }
  if (user.role !== 'admin') return <NotAllowed email={user.email} />;
  return children ?? <Outlet />;
}
