import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { loginAddress, Redirect } from '../../../lib/server-redirect';
import { useAuth } from '../use-auth';

/**
 * Shows its children (or the nested routes) only to a signed-in user. A signed-out visitor goes to
 * /login with `state.from`, so signing in brings them back here.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading, loggedOut } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingMessage />;
  // After a deliberate logout, signing in again starts afresh at /dashboard (spec: Logout goes to /login).
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
  return children ?? <Outlet />;
}
