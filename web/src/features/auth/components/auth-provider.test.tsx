import type { User } from '@studyhub/contract/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  jsonResponse,
  storeLegacyToken,
  storeSession,
  stubFetch,
  student,
} from '../../../testing/fixtures';
import { type AuthState, useAuth } from '../use-auth';
import { AuthProvider } from './auth-provider';

const unauthorized = { success: false, message: 'Please log in.', code: 'UNAUTHORIZED' };

/** Shows the auth state and hands it to the test. */
function Probe({ onRender }: { onRender: (auth: AuthState) => void }) {
  const auth = useAuth();
  onRender(auth);
  return (
    <>
      <p>{auth.loading ? 'Checking session' : 'Session checked'}</p>
      <p>{auth.user ? `Signed in as ${auth.user.name}` : 'Signed out'}</p>
    </>
  );
}

/**
 * Renders the provider around the probe; returns a getter for the latest auth state. `served` is
 * the session a server-rendered page carries in its query cache; without it the page is one the
 * browser rendered itself.
 */
function renderAuth({ served }: { served?: { user: User | null } } = {}) {
  let latest: AuthState | undefined;
  const queryClient = new QueryClient();
  if (served) queryClient.setQueryData(['served-session'], served);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AuthProvider>
          <Routes>
            <Route
              path="/"
              element={
                <Probe
                  onRender={(auth) => {
                    latest = auth;
                  }}
                />
              }
            />
            <Route path="/login" element={<p>Login page</p>} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return () => {
    if (!latest) throw new Error('the probe has not rendered');
    return latest;
  };
}

/** The paths fetched, in order. */
function pathsCalled(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

describe('AuthProvider start-up in a page the browser rendered', () => {
  it('makes no call and shows a visitor when nothing is stored', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, user: student }));
    renderAuth();
    expect(await screen.findByText('Session checked')).toBeInTheDocument();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks a stored user with the session cookie and keeps them, refreshed from the answer', async () => {
    storeSession();
    const renamed: User = { ...student, name: 'Asha V.' };
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, user: renamed }));
    renderAuth();
    expect(screen.getByText('Checking session')).toBeInTheDocument();
    expect(await screen.findByText('Signed in as Asha V.')).toBeInTheDocument();
    expect(screen.getByText('Session checked')).toBeInTheDocument();

    expect(pathsCalled(fetchMock)).toEqual(['/api/auth/verify']);
    const [call] = callsTo(fetchMock, '/api/auth/verify');
    expect(call?.[1]?.method).toBe('GET');
    expect(call?.[1]?.credentials).toBe('same-origin');
    expect(new Headers(call?.[1]?.headers).has('Authorization')).toBe(false);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(renamed);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('forgets the user but keeps the Remember Me choice when the server answers 401', async () => {
    storeSession();
    localStorage.setItem('rememberMe', 'true');
    stubFetch(() => jsonResponse(401, unauthorized));
    renderAuth();
    expect(await screen.findByText('Session checked')).toBeInTheDocument();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBe('true');
  });

  it('only logs a network failure and leaves storage and user as they were', async () => {
    storeSession();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderAuth();
    expect(await screen.findByText('Session checked')).toBeInTheDocument();
    expect(screen.getByText('Signed in as Asha Verma')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(student);
    expect(logged).toHaveBeenCalledWith('Auth verification error', expect.any(Error));
  });

  it('treats a server error (5xx) like a network failure', async () => {
    storeSession();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() =>
      jsonResponse(500, {
        success: false,
        message: 'Something went wrong',
        code: 'INTERNAL_ERROR',
      }),
    );
    renderAuth();
    expect(await screen.findByText('Session checked')).toBeInTheDocument();
    expect(screen.getByText('Signed in as Asha Verma')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(student);
    expect(logged).toHaveBeenCalledWith('Auth verification error', expect.any(Error));
  });
});

describe('AuthProvider start-up with a token an older version stored', () => {
  it('moves the token into the cookie with one call, removes it, then checks the user', async () => {
    storeSession();
    storeLegacyToken('old-token');
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/session-cookie'
        ? jsonResponse(200, { success: true, user: student })
        : jsonResponse(200, { success: true, user: { ...student, name: 'Asha V.' } }),
    );
    renderAuth();
    expect(await screen.findByText('Signed in as Asha V.')).toBeInTheDocument();
    expect(screen.getByText('Session checked')).toBeInTheDocument();

    expect(pathsCalled(fetchMock)).toEqual(['/api/auth/session-cookie', '/api/auth/verify']);
    const [move] = callsTo(fetchMock, '/api/auth/session-cookie');
    expect(move?.[1]?.method).toBe('POST');
    expect(new Headers(move?.[1]?.headers).get('Authorization')).toBe('Bearer old-token');
    const [verify] = callsTo(fetchMock, '/api/auth/verify');
    expect(new Headers(verify?.[1]?.headers).has('Authorization')).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('forgets the user and makes no verify call when the server refuses the token', async () => {
    storeSession();
    storeLegacyToken('old-token');
    localStorage.setItem('rememberMe', 'true');
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/session-cookie'
        ? jsonResponse(401, unauthorized)
        : jsonResponse(200, { success: true, user: student }),
    );
    renderAuth();
    expect(await screen.findByText('Session checked')).toBeInTheDocument();
    expect(screen.getByText('Signed out')).toBeInTheDocument();

    expect(pathsCalled(fetchMock)).toEqual(['/api/auth/session-cookie']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBe('true');
  });

  it('keeps the stored user and token when the server cannot be reached, to move them later', async () => {
    storeSession();
    storeLegacyToken('old-token');
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/session-cookie'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : jsonResponse(200, { success: true, user: student }),
    );
    renderAuth();
    expect(await screen.findByText('Session checked')).toBeInTheDocument();
    expect(screen.queryByText('Signed out')).not.toBeInTheDocument();
    expect(pathsCalled(fetchMock)).toEqual(['/api/auth/session-cookie']);
    expect(localStorage.getItem('token')).toBe('old-token');
    expect(localStorage.getItem('user')).not.toBeNull();
  });

  it('moves a token stored without a user, and makes no verify call', async () => {
    storeLegacyToken('old-token');
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/session-cookie'
        ? jsonResponse(200, { success: true, user: student })
        : jsonResponse(200, { success: true, user: student }),
    );
    renderAuth();
    expect(await screen.findByText('Session checked')).toBeInTheDocument();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(pathsCalled(fetchMock)).toEqual(['/api/auth/session-cookie']);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('AuthProvider start-up in a page the server rendered', () => {
  it('shows the user the page was rendered for at once, stores them and calls nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse(401, unauthorized));
    renderAuth({ served: { user: student } });
    // No "checking" state: the page hydrates as the server drew it.
    expect(screen.getByText('Session checked')).toBeInTheDocument();
    expect(screen.getByText('Signed in as Asha Verma')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(student),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops a token an older version stored, without moving it, when the page was rendered for a user', async () => {
    storeLegacyToken('old-token');
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, user: student }));
    renderAuth({ served: { user: student } });
    expect(screen.getByText('Signed in as Asha Verma')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets a stored user when the page was rendered for a visitor, and calls nothing', async () => {
    storeSession();
    localStorage.setItem('rememberMe', 'true');
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, user: student }));
    renderAuth({ served: { user: null } });
    expect(screen.getByText('Session checked')).toBeInTheDocument();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still moves a stored token when the page was rendered for a visitor, then checks the user', async () => {
    // The first visit after the update: the browser has no cookie yet, only the old token.
    storeSession();
    storeLegacyToken('old-token');
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/session-cookie'
        ? jsonResponse(200, { success: true, user: student })
        : jsonResponse(200, { success: true, user: student }),
    );
    renderAuth({ served: { user: null } });
    expect(await screen.findByText('Signed in as Asha Verma')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Session checked')).toBeInTheDocument());
    expect(pathsCalled(fetchMock)).toEqual(['/api/auth/session-cookie', '/api/auth/verify']);
    const [move] = callsTo(fetchMock, '/api/auth/session-cookie');
    expect(new Headers(move?.[1]?.headers).get('Authorization')).toBe('Bearer old-token');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('login()', () => {
  it('saves the user, keeps no token and signs the user in', async () => {
    stubFetch(() => jsonResponse(200, {}));
    const auth = renderAuth();
    await screen.findByText('Session checked');
    act(() => auth().login(student, 'new-token'));
    expect(screen.getByText('Signed in as Asha Verma')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(student);
    // The session is the cookie the login answer set (decision 44).
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['no user', null],
    ['a string for a user', 'Asha'],
    ['a list for a user', [student]],
  ])('refuses %s with "Login failed: Invalid user data"', async (_, badUser) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const auth = renderAuth();
    await screen.findByText('Session checked');
    expect(() => auth().login(badUser as unknown as User, 'new-token')).toThrow(
      'Login failed: Invalid user data',
    );
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });

  it.each([
    ['an empty token', ''],
    ['a token that is not a string', 42],
  ])('refuses %s with "Login failed: Invalid token"', async (_, badToken) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const auth = renderAuth();
    await screen.findByText('Session checked');
    expect(() => auth().login(student, badToken as unknown as string)).toThrow(
      'Login failed: Invalid token',
    );
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });
});

describe('logout()', () => {
  it('ends the session on the server, clears the stored keys and goes to /login', async () => {
    storeSession();
    localStorage.setItem('rememberMe', 'true');
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/logout'
        ? jsonResponse(200, { success: true, message: 'Logged out' })
        : jsonResponse(200, { success: true, user: student }),
    );
    const auth = renderAuth();
    expect(await screen.findByText('Session checked')).toBeInTheDocument();
    expect(screen.getByText('Signed in as Asha Verma')).toBeInTheDocument();

    act(() => auth().logout());

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    const calls = callsTo(fetchMock, '/api/auth/logout');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.method).toBe('POST');
    expect(calls[0]?.[1]?.credentials).toBe('same-origin');
    expect(new Headers(calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('ends the session on the server even when nothing is stored in the browser', async () => {
    // A page the server rendered for a user whose browser kept nothing: the cookie is the session.
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, message: 'Logged out' }));
    const auth = renderAuth({ served: { user: student } });
    expect(screen.getByText('Signed in as Asha Verma')).toBeInTheDocument();
    localStorage.clear();

    act(() => auth().logout());

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    const calls = callsTo(fetchMock, '/api/auth/logout');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.method).toBe('POST');
  });

  it('still signs out when the server cannot be reached', async () => {
    storeSession();
    stubFetch((url) => {
      if (url === '/api/auth/logout') throw new TypeError('Failed to fetch');
      return jsonResponse(200, { success: true, user: student });
    });
    const auth = renderAuth();
    expect(await screen.findByText('Signed in as Asha Verma')).toBeInTheDocument();
    await screen.findByText('Session checked');

    act(() => auth().logout());

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('useAuth', () => {
  it('throws outside an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });
});
