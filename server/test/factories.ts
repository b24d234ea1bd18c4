import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@studyhub/contract/auth';
import type { App } from '../src/app.ts';
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
