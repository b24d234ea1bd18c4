import type { User } from '@studyhub/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { hydration } from '../../../lib/hydration';
import { sessionStore } from '../../../lib/storage';
import { endSession } from '../api/logout';
import { moveTokenToCookie } from '../api/move-token-to-cookie';
import { servedSession } from '../api/served-session';
import { verifySession } from '../api/verify-session';
import { AuthContext, type AuthState } from '../use-auth';

function checkLogin(user: unknown, token: unknown) {
  if (typeof user !== 'object' || user === null || Array.isArray(user)) {
    throw new Error('Invalid user data');
  }
  if (typeof token !== 'string' || token.trim() === '') throw new Error('Invalid token');
}

/**
 * The session of this browser (spec section 4). Sits inside the router: logout navigates.
 *
 * The session is an httpOnly cookie (decision 44). A page the server rendered says whom it was
 * rendered for (`servedSession`), so hydration starts from the same user and nothing is checked
 * again; a page the browser renders itself checks the stored user with GET /api/auth/verify.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [served] = useState(() => servedSession(queryClient));
  const [user, setUser] = useState<User | null>(() =>
    served ? served.user : hydration.active ? null : sessionStore.user(),
  );
  const [loading, setLoading] = useState(!served);
  const [loggedOut, setLoggedOut] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The check runs once per page load, also under StrictMode's double effects.
  const verifyStarted = useRef(false);

  // A layout effect: what the check decides first (no session, or the stored user) is drawn before
  // the page is painted, so a page hydrated from the server does not flash the wrong state.
  useLayoutEffect(() => {
    if (verifyStarted.current) return;
    verifyStarted.current = true;
    const legacyToken = sessionStore.legacyToken();
    if (served?.user) {
      sessionStore.saveUser(served.user);
      if (legacyToken) sessionStore.removeLegacyToken();
      return;
    }
    if (served && !legacyToken) {
      // Rendered for a visitor: a user still stored here belongs to a session that has ended.
      if (sessionStore.user()) sessionStore.forget();
      return;
    }
    if (hydration.active) setUser(sessionStore.user());
    const check = async () => {
      if (legacyToken) {
        // Protected screens wait for the move rather than send the student to /login.
        setLoading(true);
        const moved = await moveTokenToCookie(legacyToken);
        if (moved === 'unreachable') {
          // Offline: the stored user stays, as a failed verify leaves it; moved next time.
          setUser(sessionStore.user());
          return;
        }
        sessionStore.removeLegacyToken();
        if (moved === 'refused') sessionStore.forget();
      }
      if (!sessionStore.user()) {
        setUser(null);
        return;
      }
      setLoading(true);
      try {
        const answer = await verifySession();
        sessionStore.saveUser(answer.user);
        setUser(answer.user);
      } catch (error) {
        // The server said no (401, success:false): the session is over. Anything else (offline,
        // a 5xx) says nothing about the session, so it stays.
        if (error instanceof ApiError && error.status < 500) {
          sessionStore.forget();
          setUser(null);
        } else {
          console.error('Auth verification error', error);
        }
      }
    };
    void check().finally(() => setLoading(false));
  }, [served]);

  const login = useCallback((nextUser: User, token: string) => {
    try {
      checkLogin(nextUser, token);
    } catch (error) {
      console.error('Login error', error);
      throw new Error(`Login failed: ${(error as Error).message}`);
    }
    // The token is in the session cookie the answer set; nothing here keeps it.
    sessionStore.saveUser(nextUser);
    setLoggedOut(false);
    setNotice(null);
    setUser(nextUser);
  }, []);

  const logout = useCallback(() => {
    // Best effort: the local session ends whether or not the server hears about it. The server
    // ends the session and clears its cookie.
    endSession().catch(() => {});
    sessionStore.clear();
    setLoggedOut(true);
    setUser(null);
    // Nothing fetched for this user may be shown to the next one on a shared computer.
    queryClient.clear();
    navigate('/login');
  }, [navigate, queryClient]);

  const updateUser = useCallback((nextUser: User) => {
    sessionStore.saveUser(nextUser);
    setUser(nextUser);
  }, []);

  const signOutHere = useCallback(
    (message: string) => {
      sessionStore.clear();
      // Said by /login: protected screens redirect there too as the user goes, dropping any state.
      setNotice(message);
      setLoggedOut(true);
      setUser(null);
      queryClient.clear();
      navigate('/login');
    },
    [navigate, queryClient],
  );

  const value = useMemo<AuthState>(
    () => ({ user, loading, login, logout, loggedOut, updateUser, signOutHere, notice }),
    [user, loading, login, logout, loggedOut, updateUser, signOutHere, notice],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
