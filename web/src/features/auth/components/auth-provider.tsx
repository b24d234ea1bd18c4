import type { User } from '@studyhub/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { hydration } from '../../../lib/hydration';
import { sessionStore } from '../../../lib/storage';
import { endSession } from '../api/logout';
import { verifySession } from '../api/verify-session';
import { AuthContext, type AuthState } from '../use-auth';

function checkLogin(user: unknown, token: unknown) {
  if (typeof user !== 'object' || user === null || Array.isArray(user)) {
    throw new Error('Invalid user data');
  }
  if (typeof token !== 'string' || token.trim() === '') throw new Error('Invalid token');
}

/** The session of this browser (spec section 4). Sits inside the router: logout navigates. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The server draws every page before the session is known; a page taking that over starts the
  // same way and puts the stored user in before it is painted (the layout effect below).
  const [user, setUser] = useState<User | null>(() =>
    hydration.active ? null : sessionStore.user(),
  );
  const [loading, setLoading] = useState(true);
  const [loggedOut, setLoggedOut] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The check runs once per page load, also under StrictMode's double effects.
  const verifyStarted = useRef(false);

  // A layout effect: what the check decides first (no session, or the stored user) is drawn before
  // the page is painted, so a page taken over from the server does not flash the wrong state.
  useLayoutEffect(() => {
    if (verifyStarted.current) return;
    verifyStarted.current = true;
    if (hydration.active) setUser(sessionStore.user());
    if (!sessionStore.token() || !sessionStore.user()) {
      setLoading(false);
      return;
    }
    verifySession()
      .then(
        (answer) => {
          sessionStore.saveUser(answer.user);
          setUser(answer.user);
        },
        (error: unknown) => {
          // The server said no (401, success:false): the session is over. Anything else (offline,
          // a 5xx) says nothing about the session, so it stays.
          if (error instanceof ApiError && error.status < 500) {
            sessionStore.forget();
            setUser(null);
          } else {
            console.error('Auth verification error', error);
          }
        },
      )
      .finally(() => setLoading(false));
  }, []);

  const login = useCallback((nextUser: User, token: string) => {
    try {
      checkLogin(nextUser, token);
    } catch (error) {
      console.error('Login error', error);
      throw new Error(`Login failed: ${(error as Error).message}`);
    }
    sessionStore.save(nextUser, token);
    setLoggedOut(false);
    setNotice(null);
    setUser(nextUser);
  }, []);

  const logout = useCallback(() => {
    // Best effort: the local session ends whether or not the server hears about it.
    if (sessionStore.token()) endSession().catch(() => {});
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
