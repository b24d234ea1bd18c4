import type { User } from '@studyhub/contract/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, storeSession, stubFetch, student } from '../../../testing/fixtures';
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

/** Renders the provider around the probe; returns a getter for the latest auth state. */
function renderAuth() {
  let latest: AuthState | undefined;
  render(
    <QueryClientProvider client={new QueryClient()}>
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

describe('AuthProvider start-up', () => {
  it('makes no verify call when only the user is stored', async () => {
    localStorage.setItem('user', JSON.stringify(student));
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, user: student }));
    renderAuth();
    expect(await screen.findByText('Session checked')).toBeInTheDocument();
    expect(screen.getByText('Signed in as Asha Verma')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('makes no verify call when only the token is stored', async () => {
    localStorage.setItem('token', 'stored-token');
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, user: student }));
    renderAuth();
    expect(await screen.findByText('Session checked')).toBeInTheDocument();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the user, refreshed from the answer, when verify succeeds', async () => {
    storeSession();
    const renamed: User = { ...student, name: 'Asha V.' };
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, user: renamed }));
    renderAuth();
    expect(screen.getByText('Checking session')).toBeInTheDocument();
    expect(await screen.findByText('Signed in as Asha V.')).toBeInTheDocument();
    expect(screen.getByText('Session checked')).toBeInTheDocument();

    const calls = callsTo(fetchMock, '/api/auth/verify');
    expect(calls).toHaveLength(1);
    expect(new Headers(calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer stored-token');
    expect(localStorage.getItem('token')).toBe('stored-token');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(renamed);
  });

  it('removes token and user when the server answers success:false', async () => {
    storeSession();
    localStorage.setItem('rememberMe', 'true');
    stubFetch(() => jsonResponse(401, unauthorized));
    renderAuth();
    expect(await screen.findByText('Session checked')).toBeInTheDocument();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
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
    expect(localStorage.getItem('token')).toBe('stored-token');
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
    expect(localStorage.getItem('token')).toBe('stored-token');
    expect(logged).toHaveBeenCalledWith('Auth verification error', expect.any(Error));
  });
});

describe('login()', () => {
  it('saves the user and token and signs the user in', async () => {
    stubFetch(() => jsonResponse(200, {}));
    const auth = renderAuth();
    await screen.findByText('Session checked');
    act(() => auth().login(student, 'new-token'));
    expect(screen.getByText('Signed in as Asha Verma')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(student);
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
    expect(localStorage.getItem('token')).toBeNull();
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
  it('ends the session on the server, clears the three keys and goes to /login', async () => {
    storeSession();
    localStorage.setItem('rememberMe', 'true');
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/logout'
        ? jsonResponse(200, { success: true, message: 'Logged out' })
        : jsonResponse(200, { success: true, user: student }),
    );
    const auth = renderAuth();
    await screen.findByText('Session checked');

    act(() => auth().logout());

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    const [call] = callsTo(fetchMock, '/api/auth/logout');
    expect(call?.[1]?.method).toBe('POST');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer stored-token');
  });

  it('still signs out when the server cannot be reached', async () => {
    storeSession();
    stubFetch((url) => {
      if (url === '/api/auth/logout') throw new TypeError('Failed to fetch');
      return jsonResponse(200, { success: true, user: student });
    });
    const auth = renderAuth();
    await screen.findByText('Session checked');

    act(() => auth().logout());

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
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
