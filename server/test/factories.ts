import { randomUUID } from 'node:crypto';
import type { AuditResponse } from '@studyhub/contract/admin';
import type { AuthResponse } from '@studyhub/contract/auth';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp, type TestAppOptions } from './app.ts';
import { type FakeSmtpServer, linkIn } from './fake-smtp.ts';

export interface RegisteredUser {
  user: AuthResponse['user'];
  token: string;
  email: string;
  password: string;
}

/**
 * Registers a student through the API; each call gets a new email unless one is given. On an app
 * that sends email (SMTP_URL), registration is by an emailed link (decision 57): give the test's
 * `mailbox`, from which the link is taken and opened.
 */
export async function registerUser(
  app: App,
  overrides: {
    name?: string;
    email?: string;
    password?: string;
    rememberMe?: boolean;
    mailbox?: FakeSmtpServer;
  } = {},
): Promise<RegisteredUser> {
  const email = overrides.email ?? `student-${randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: overrides.name ?? 'Priya Nair',
      email,
      password,
      rememberMe: overrides.rememberMe,
    },
    // A distinct address per registration keeps unrelated tests clear of the per-IP limit.
    remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  const answer =
    response.statusCode === 202 && overrides.mailbox
      ? await openRegistrationLink(app, overrides.mailbox, email)
      : response;
  if (answer.statusCode !== 201) {
    throw new Error(`registerUser failed: ${answer.statusCode} ${answer.body}`);
  }
  const body = answer.json<AuthResponse>();
  return { user: body.user, token: body.token, email, password };
}

/** Opens the registration link emailed to this address: the account is made and signed in. */
export async function openRegistrationLink(app: App, mailbox: FakeSmtpServer, email: string) {
  const link = linkIn(await mailbox.take(email, /confirm-email/), '/confirm-email');
  return app.inject({
    method: 'POST',
    url: '/api/auth/register/confirm',
    payload: { token: link.searchParams.get('token') ?? '' },
    remoteAddress: `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Signs in through the API, from this client address: a test gives each sign-in an address of
 * its own, so that only the tests of the per-address limit reach it.
 */
export function logIn(
  app: App,
  credentials: { email: string; password: string; rememberMe?: boolean },
  remoteAddress: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: credentials,
    remoteAddress,
  });
}

/** Signs in as the seeded demo admin (the app must be created with `seedDemoAs`). */
export async function adminToken(app: App): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@example.com', password: 'admin-demo-2026' },
  });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return response.json<AuthResponse>().token;
}

/**
 * The real app with the demo content seeded (as `seedDemoAs: 'development'`, unless the options
 * say otherwise), and the token of its demo admin, signed in.
 */
export async function createAppWithAdmin(options: TestAppOptions = {}) {
  const app = await createTestApp({ seedDemoAs: 'development', ...options });
  return { app, admin: await adminToken(app) };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request made with this operator's token, as the admin screens make it. */
export function requestAsAdmin(
  app: App,
  token: string,
  method: HttpMethod,
  url: string,
  payload?: object,
) {
  const body = payload === undefined ? {} : { payload };
  return app.inject({ method, url, headers: bearer(token), ...body });
}

/**
 * The same request made by a signed-out visitor and by this student: the answers of an operator's
 * endpoint to those who are not operators.
 */
export async function nonOperatorAnswers(
  app: App,
  student: { token: string },
  method: HttpMethod,
  url: string,
  payload?: object,
) {
  const body = payload === undefined ? {} : { payload };
  return {
    signedOut: await app.inject({ method, url, ...body }),
    asStudent: await app.inject({ method, url, headers: bearer(student.token), ...body }),
  };
}

/** The audit log's entries about one thing (`notes`, `user`…), as an operator reads them. */
export async function auditEntries(app: App, token: string, subjectType: string, id: string) {
  const response = await app.inject({
    url: `/api/admin/audit?subjectType=${subjectType}&subjectId=${id}`,
    headers: bearer(token),
  });
  return response.json<AuditResponse>().entries;
}

/** A student's contact or refund request, sent to `url` as the site's form sends it; its id. */
export async function submitRequest(
  app: App,
  student: { token: string },
  url: string,
  request: object,
) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: bearer(student.token),
    payload: request,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ requestId: string }>().requestId;
}

/** Changes a catalog item as an operator would. */
export async function patchCatalogItem(app: App, kind: string, id: string, patch: object) {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/admin/catalog/${kind}/${id}`,
    headers: bearer(await adminToken(app)),
    payload: patch,
  });
  if (response.statusCode !== 200) throw new Error(`patch failed: ${response.body}`);
}

/** Storage paths and keys that must never reach a client (decision 4). */
export const leakedFileLocation =
  /fileKey|file_key|previewFileKey|\/files\/|\.zip|notes\/[a-z0-9-]+\.pdf|papers\/|DATA_DIR/;
