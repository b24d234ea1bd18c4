import type { User } from '@studyhub/contract/auth';
import { vi } from 'vitest';

export const student: User = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  name: 'Asha Verma',
  email: 'student@example.com',
  profilePic: null,
  role: 'student',
};

/**
 * Puts a session in storage as a previous visit would have left it: the user for display (the
 * session itself is the httpOnly cookie, which the tests' stubbed fetch stands in for).
 */
export function storeSession(user: User = student) {
  localStorage.setItem('user', JSON.stringify(user));
}

/** Leaves a bearer token in storage, as versions of the app before decision 44 did. */
export function storeLegacyToken(token = 'stored-token') {
  localStorage.setItem('token', token);
}

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces the network: every fetch goes to the handler; the mock records the calls. */
export function stubFetch(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one API path, as [url, init] pairs. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input) === path);
}

/** A promise the test settles when it wants to, e.g. to look at a screen mid-request. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const admin: User = {
  id: 'c0ffee00-0000-4000-8000-000000000009',
  name: 'Ravi Operator',
  email: 'admin@example.com',
  profilePic: null,
  role: 'admin',
};
