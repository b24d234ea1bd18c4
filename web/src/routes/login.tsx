import { localPath, loginNotices } from '@studyhub/contract/forms';
import { Navigate, type Path, useLocation, useSearchParams } from 'react-router';
import { AuthForm } from '../features/auth/components/auth-form';
import { useAuth } from '../features/auth/use-auth';
import { useDocumentTitle } from '../lib/document-title';

/**
 * Where to go once signed in: back to the page that sent the visitor here (the router's state, or
 * `?next=` from a plain link such as a visitor's 'Get Note'), else the dashboard.
 */
function returnPath(state: unknown, next: string | null): string {
  const from = (state as { from?: Partial<Path> } | null)?.from;
  const path = from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : next;
  const own = localPath(path, '/dashboard');
  return own.startsWith('/login') ? '/dashboard' : own;
}

/**
 * What a form posted without the script says once it sent the browser here (`?notice=`, such as
 * the account deleted): only the contract's own words, never text from the address.
 */
function noticeFor(name: string | null): string | null {
  return name && Object.hasOwn(loginNotices, name)
    ? loginNotices[name as keyof typeof loginNotices]
    : null;
}

/** Why a screen sent the visitor here, such as 'Please login to access the quiz'. */
function reasonFor(state: unknown): string | null {
  const reason = (state as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && reason ? reason : null;
}

export function LoginScreen() {
  const auth = useAuth();
  const { user } = auth;
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const notice = auth.notice ?? noticeFor(searchParams.get('notice'));
  const next = returnPath(location.state, searchParams.get('next'));
  useDocumentTitle('Login');
  // Also the redirect after a successful login: login() sets the user and this sends them on.
  if (user) return <Navigate to={next} replace />;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      {notice && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900"
        >
          {notice}
        </p>
      )}
      <AuthForm
        reason={reasonFor(location.state)}
        next={next === '/dashboard' ? undefined : next}
      />
    </div>
  );
}
