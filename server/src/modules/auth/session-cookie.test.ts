import type { AuthResponse } from '@studyhub/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, logIn, registerUser } from '../../../test/factories.ts';
import type { App } from '../../app.ts';

// Decision 44: the web app's session is an httpOnly cookie; API clients keep the bearer token.
let app: App;
let addressCounter = 0;
const freshAddress = () =>
  `10.44.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;
const site = 'http://localhost:3000';

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

function setCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [header];
  const found = all.find((line) => String(line).startsWith('studyhub_session='));
  if (!found) throw new Error(`no session cookie in ${JSON.stringify(header)}`);
  return String(found);
}

const cookieValue = (setCookie: string) => setCookie.split(';')[0] ?? '';

async function login(rememberMe?: boolean) {
  const student = await registerUser(app);
  const response = await logIn(
    app,
    { email: student.email, password: student.password, rememberMe },
    freshAddress(),
  );
  expect(response.statusCode).toBe(200);
  return { student, response, cookie: cookieValue(setCookieOf(response)) };
}

describe('the session cookie', () => {
  it('is set by login as httpOnly, SameSite=Lax, for one day, and keeps the spec envelope', async () => {
    const { response } = await login();
    const setCookie = setCookieOf(response);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=86400/);
    expect(setCookie).not.toMatch(/Secure/);
    const body = response.json<AuthResponse>();
    expect(body).toMatchObject({ success: true, message: 'Login successful' });
    expect(typeof body.token).toBe('string');
  });

  it('lasts 30 days with Remember Me, on login and on register', async () => {
    const { response } = await login(true);
    expect(setCookieOf(response)).toMatch(/Max-Age=2592000/);
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Asha Rao',
        email: 'asha.cookie@example.com',
        password: 'a long enough password',
        rememberMe: true,
      },
      remoteAddress: freshAddress(),
    });
    expect(registered.statusCode).toBe(201);
    expect(setCookieOf(registered)).toMatch(/Max-Age=2592000/);
  });

  it('is Secure over HTTPS at a trusted proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const student = await registerUser(proxied);
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: student.email, password: student.password },
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(setCookieOf(response)).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('signs the student in on every request that carries it', async () => {
    const { student, cookie } = await login();
    const response = await app.inject({ url: '/api/auth/verify', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: student.email } });
  });

  it('lets a change through when it comes from the site itself', async () => {
    const { cookie } = await login();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: site },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a change riding the cookie from another origin, or with no origin, and changes nothing', async () => {
    const { cookie } = await login();
    for (const headers of [
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: 'null' },
      { cookie },
      { cookie, referer: 'https://evil.example/page' },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(response.statusCode).toBe(403);
      // The browser keeps its cookie: another site cannot sign the student out either.
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.json()).toMatchObject({
        success: false,
        code: 'CROSS_ORIGIN',
        message: expect.stringMatching(/did not come from StudyHub/),
      });
    }
    // The session was not ended by any of them.
    const verify = await app.inject({ url: '/api/auth/verify', headers: { cookie } });
    expect(verify.statusCode).toBe(200);
  });

  it('serves a request from another origin as a visitor’s where visitors are welcome', async () => {
    const { cookie } = await login();
    const other = await registerUser(app);
    // Signing in needs no session: the stale cookie of another student neither refuses it nor
    // lends it the student's identity.
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.email, password: other.password },
      headers: { cookie },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: other.email } });
    // A route for signed-in students refuses it and says why.
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact/submit',
      payload: { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'A message.' },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(contact.statusCode).toBe(403);
    expect(contact.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
  });

  it('lets a bearer client change things without an Origin, as before', async () => {
    const { response } = await login();
    const { token } = response.json<AuthResponse>();
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    const verify = await app.inject({ url: '/api/auth/verify', headers: bearer(token) });
    expect(verify.statusCode).toBe(401);
  });

  it('is ended by logout on the server and cleared in the browser', async () => {
    const { cookie } = await login();
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: site },
    });
    expect(setCookieOf(logout)).toMatch(/studyhub_session=;.*Expires=Thu, 01 Jan 1970/);
    const verify = await app.inject({ url: '/api/auth/verify', headers: { cookie } });
    expect(verify.statusCode).toBe(401);
    // A second logout with the dead cookie still clears it.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: site },
    });
    expect(again.statusCode).toBe(401);
    expect(setCookieOf(again)).toMatch(/studyhub_session=;/);
  });

  it('moves a token the web app kept in storage into the cookie', async () => {
    const { response } = await login();
    const { token } = response.json<AuthResponse>();
    const moved = await app.inject({
      method: 'POST',
      url: '/api/auth/session-cookie',
      headers: { ...bearer(token), origin: site },
    });
    expect(moved.statusCode).toBe(200);
    const setCookie = setCookieOf(moved);
    expect(setCookie).toMatch(/HttpOnly/);
    const verify = await app.inject({
      url: '/api/auth/verify',
      headers: { cookie: cookieValue(setCookie) },
    });
    expect(verify.statusCode).toBe(200);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/session-cookie',
      headers: { authorization: 'Bearer not-a-session', origin: site },
    });
    expect(refused.statusCode).toBe(401);
  });
});
