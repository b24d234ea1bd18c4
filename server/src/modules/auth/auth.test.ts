import type { AuthResponse } from '@studyhub/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, registerUser } from '../../../test/factories.ts';
import type { App } from '../../app.ts';
import { authLimits } from './auth.routes.ts';

let app: App;
let clock = new Date('2026-11-22T10:00:00.000Z');
const hours = (n: number) => n * 60 * 60 * 1000;

beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await app.close();
});

let addressCounter = 0;
/** Each request from its own address unless a test is about per-address limits. */
const freshAddress = () =>
  `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: freshAddress(),
  });
}

describe('POST /api/auth/register', () => {
  it('creates an account, signs it in and never returns the password', async () => {
    const response = await post('/api/auth/register', {
      name: '  Rahul Gupta ',
      email: '  Rahul.Gupta@Example.COM ',
      password: 'a long enough password',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<AuthResponse>();
    expect(body).toMatchObject({
      success: true,
      message: 'Registration successful',
      user: {
        name: 'Rahul Gupta',
        email: 'rahul.gupta@example.com',
        profilePic: null,
        role: 'student',
      },
    });
    expect(body.token.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(body.user).sort()).toEqual(['email', 'id', 'name', 'profilePic', 'role']);
    expect(response.body).not.toMatch(/argon2|scrypt|passwordHash|a long enough password/);
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    await registerUser(app, { email: 'meera@example.com' });
    const response = await post('/api/auth/register', {
      name: 'Meera',
      email: 'MEERA@example.com',
      password: 'another password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists. Please log in instead.',
    });
  });

  it('gives one account when the same email registers twice at once', async () => {
    const payload = { name: 'Twin', email: 'twin@example.com', password: 'password-one' };
    const [first, second] = await Promise.all([
      post('/api/auth/register', payload),
      post('/api/auth/register', payload),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
  });

  it.each([
    [{ email: 'x@example.com', password: 'password123' }, 'Please enter your full name.'],
    [{ name: 'X', password: 'password123' }, 'Please enter your email address.'],
    [
      { name: 'X', email: 'not-an-email', password: 'password123' },
      'Please enter a valid email address.',
    ],
    [{ name: 'X', email: 'x@example.com' }, 'Please enter a password.'],
    [
      { name: 'X', email: 'x@example.com', password: 'short' },
      'Your password must be at least 8 characters.',
    ],
    [
      { name: 'X', email: 'x@example.com', password: 'p'.repeat(129) },
      'Your password can be at most 128 characters.',
    ],
    [{ name: 42, email: 'x@example.com', password: 'password123' }, 'Please enter your full name.'],
    [
      { name: '   ', email: 'x@example.com', password: 'password123' },
      'Please enter your full name.',
    ],
  ])('refuses %j with a clear message', async (payload, message) => {
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message,
      field: expect.any(String),
    });
  });

  it('accepts a password of exactly 8 and of exactly 128 characters', async () => {
    for (const password of ['p'.repeat(8), 'p'.repeat(128)]) {
      const response = await post('/api/auth/register', {
        name: 'Edge',
        email: `edge-${password.length}@example.com`,
        password,
      });
      expect(response.statusCode).toBe(201);
    }
  });
});

describe('bad request bodies', () => {
  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers a JSON body that is not an object with a 400', async () => {
    const response = await post('/api/auth/login', ['a', 'b']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('answers an empty body with a 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('refuses an oversized body with 413 and the error envelope', async () => {
    const response = await post('/api/auth/register', {
      name: 'Big',
      email: 'big@example.com',
      password: 'x'.repeat(200 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large.',
    });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the case of the email', async () => {
    const { email, password, user } = await registerUser(app);
    const response = await post('/api/auth/login', { email: email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Login successful', user });
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { email } = await registerUser(app);
    const wrongPassword = await post('/api/auth/login', { email, password: 'not the password' });
    const unknownEmail = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'not the password',
    });
    const expected = {
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    };
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(expected);
  });

  const loginFrom = (remoteAddress: string, email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });

  it('slows password guessing on one account from one address with 429 after 10 failures', async () => {
    const { email } = await registerUser(app);
    const attacker = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await loginFrom(attacker, email, `guess-${attempt}`)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const blocked = await loginFrom(attacker, email, 'whatever');
    expect(blocked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please wait/);
  });

  it('lets the owner sign in from their own address while an attacker is locked out guessing', async () => {
    const { email, password } = await registerUser(app);
    const attacker = freshAddress();
    for (let attempt = 0; attempt < 30; attempt++) {
      await loginFrom(attacker, email, `guess-${attempt}`);
    }
    expect((await loginFrom(attacker, email, 'guess-again')).statusCode).toBe(429);
    // Even the right password is refused from the address that has been guessing.
    expect((await loginFrom(attacker, email, password)).statusCode).toBe(429);

    const owner = await loginFrom(freshAddress(), email, password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ success: true, message: 'Login successful' });
  });

  it('trips the limit for one targeted account before the limit of the whole address', async () => {
    const { email } = await registerUser(app);
    const address = freshAddress();
    for (let attempt = 0; attempt < authLimits.loginFailuresPerIpAndEmail.max; attempt++) {
      expect((await loginFrom(address, email, `guess-${attempt}`)).statusCode).toBe(401);
    }
    expect((await loginFrom(address, email, 'one more')).statusCode).toBe(429);
    // The address itself is still below its own limit: another account is only refused its password.
    expect((await loginFrom(address, 'someone-else@example.com', 'a guess')).statusCode).toBe(401);
  });

  it('slows one address trying many accounts', async () => {
    const address = freshAddress();
    const allowed = authLimits.loginFailuresPerIp.max;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= allowed; attempt++) {
      statuses.push(
        (await loginFrom(address, `spray-${attempt}@example.com`, 'password123')).statusCode,
      );
    }
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(401));
    expect(statuses[allowed]).toBe(429);
  });

  it('counts only failed sign-ins: a student signing in often from one address is not slowed', async () => {
    const { email, password } = await registerUser(app);
    const address = freshAddress();
    for (let attempt = 0; attempt < authLimits.loginFailuresPerIp.max + 5; attempt++) {
      expect((await loginFrom(address, email, password)).statusCode).toBe(200);
    }
    expect((await loginFrom(address, email, 'a typo')).statusCode).toBe(401);
  });

  it('cannot be outrun by sending the guesses all at once', async () => {
    const { email } = await registerUser(app);
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => loginFrom(address, email, `guess-${attempt}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      authLimits.loginFailuresPerIpAndEmail.max,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      30 - authLimits.loginFailuresPerIpAndEmail.max,
    );
  });

  it('still bounds all sign-in attempts from one address, right or wrong', async () => {
    const { email, password } = await registerUser(app);
    const address = freshAddress();
    const allowed = authLimits.loginPerIp.max;
    for (let attempt = 0; attempt < allowed; attempt++) {
      expect((await loginFrom(address, email, password)).statusCode).toBe(200);
    }
    expect((await loginFrom(address, email, password)).statusCode).toBe(429);
    expect((await loginFrom(freshAddress(), email, password)).statusCode).toBe(200);
  });

  it('limits registrations per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Bot', email: `bot-${attempt}@example.com`, password: 'password123' },
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('sessions: verify, logout and expiry', () => {
  it('verifies a live token and returns the user', async () => {
    const { token, user } = await registerUser(app);
    const response = await app.inject({ url: '/api/auth/verify', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, user });
  });

  it.each([
    ['no header', {}],
    ['a made-up token', bearer('not-a-real-token')],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('refuses %s with 401 and success false', async (_name, headers) => {
    const response = await app.inject({ url: '/api/auth/verify', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Please log in to continue.',
    });
  });

  it('makes the token useless after logout, and leaves other sessions alone', async () => {
    const { token, email, password } = await registerUser(app);
    const other = (await post('/api/auth/login', { email, password })).json<AuthResponse>().token;

    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: 'Logged out' });

    expect((await app.inject({ url: '/api/auth/verify', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ url: '/api/auth/verify', headers: bearer(other) })).statusCode).toBe(
      200,
    );
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses logout without a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
  });

  it('ends a session after 1 day without Remember Me', async () => {
    const { token } = await registerUser(app, { rememberMe: false });
    const start = clock;
    try {
      clock = new Date(start.getTime() + hours(23));
      expect(
        (await app.inject({ url: '/api/auth/verify', headers: bearer(token) })).statusCode,
      ).toBe(200);
      clock = new Date(start.getTime() + hours(25));
      expect(
        (await app.inject({ url: '/api/auth/verify', headers: bearer(token) })).statusCode,
      ).toBe(401);
    } finally {
      clock = start;
    }
  });

  it('keeps a Remember Me session for 30 days', async () => {
    const { email, password } = await registerUser(app);
    const login = await post('/api/auth/login', { email, password, rememberMe: true });
    const { token } = login.json<AuthResponse>();
    const start = clock;
    try {
      clock = new Date(start.getTime() + hours(24 * 29));
      expect(
        (await app.inject({ url: '/api/auth/verify', headers: bearer(token) })).statusCode,
      ).toBe(200);
      clock = new Date(start.getTime() + hours(24 * 30 + 1));
      expect(
        (await app.inject({ url: '/api/auth/verify', headers: bearer(token) })).statusCode,
      ).toBe(401);
    } finally {
      clock = start;
    }
  });
});
