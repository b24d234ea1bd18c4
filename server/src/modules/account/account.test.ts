import type { SessionsResponse } from '@studyhub/contract/account';
import type { AuthResponse } from '@studyhub/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, logIn, type RegisteredUser, registerUser } from '../../../test/factories.ts';
import type { App } from '../../app.ts';
import { accountLimits } from './account.routes.ts';

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

let addressCounter = 0;
const freshAddress = () =>
  `10.8.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
    remoteAddress: freshAddress(),
  });
const login = async (student: RegisteredUser, password = student.password) =>
  logIn(app, { email: student.email, password }, freshAddress());
const secondDevice = async (student: RegisteredUser) =>
  (await login(student)).json<AuthResponse>().token;
const verifyStatus = async (token: string) =>
  (await call('GET', '/api/auth/verify', token)).statusCode;
const sessionsOf = async (token: string) =>
  (await call('GET', '/api/account/sessions', token)).json<SessionsResponse>().sessions;

describe('every account route needs a signed-in user', () => {
  it.each([
    ['PATCH', '/api/account/profile', { name: 'X' }],
    ['POST', '/api/account/password', { currentPassword: 'a', newPassword: 'password123' }],
    ['GET', '/api/account/sessions', undefined],
    ['DELETE', '/api/account/sessions/00000000-0000-4000-8000-000000000000', undefined],
    ['POST', '/api/account/sessions/sign-out-others', undefined],
    ['GET', '/api/account/export', undefined],
    ['DELETE', '/api/account', { password: 'whatever' }],
  ] as const)('%s %s refuses a signed-out visitor with 401', async (method, url, payload) => {
    for (const token of [undefined, 'not-a-real-token']) {
      const response = await call(method, url, token, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'UNAUTHORIZED',
        message: 'Please log in to continue.',
      });
    }
  });
});

describe('PATCH /api/account/profile', () => {
  it('changes the name, which the session then shows', async () => {
    const student = await registerUser(app, { name: 'Priya Nair' });
    const response = await call('PATCH', '/api/account/profile', student.token, {
      name: '  Priya S. Nair ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your name has been saved.',
      user: { ...student.user, name: 'Priya S. Nair' },
    });
    const verified = await call('GET', '/api/auth/verify', student.token);
    expect(verified.json().user.name).toBe('Priya S. Nair');
  });

  it.each([
    [{ name: '   ' }, 'Please enter your full name.'],
    [{ name: 'n'.repeat(81) }, 'Your name can be at most 80 characters.'],
    [{}, 'Please enter your full name.'],
  ])('refuses %j with the registration message', async (payload, message) => {
    const student = await registerUser(app);
    const response = await call('PATCH', '/api/account/profile', student.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
  });

  it('cannot change anything but the name', async () => {
    const student = await registerUser(app);
    const response = await call('PATCH', '/api/account/profile', student.token, {
      name: 'Still Me',
      email: 'someone-else@example.com',
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual({ ...student.user, name: 'Still Me' });
  });
});

describe('POST /api/account/password', () => {
  it('asks for the current password, keeps this device and signs out the others', async () => {
    const student = await registerUser(app);
    const other = await secondDevice(student);
    const response = await call('POST', '/api/account/password', student.token, {
      currentPassword: student.password,
      newPassword: 'a fresh new password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your password has been changed. Your other devices have been signed out.',
    });
    expect(await verifyStatus(student.token)).toBe(200);
    expect(await verifyStatus(other)).toBe(401);
    expect((await login(student)).statusCode).toBe(401);
    expect((await login(student, 'a fresh new password')).statusCode).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const student = await registerUser(app);
    const other = await secondDevice(student);
    const response = await call('POST', '/api/account/password', student.token, {
      currentPassword: 'not my password',
      newPassword: 'a fresh new password',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'WRONG_PASSWORD',
      message: 'That is not your current password.',
      field: 'currentPassword',
    });
    expect(await verifyStatus(other)).toBe(200);
    expect((await login(student)).statusCode).toBe(200);
  });

  it('holds a new password to the registration rules', async () => {
    const student = await registerUser(app);
    const response = await call('POST', '/api/account/password', student.token, {
      currentPassword: student.password,
      newPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Your password must be at least 8 characters.',
    });
  });

  it('slows guessing of the current password per account, leaving other accounts alone', async () => {
    const student = await registerUser(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= accountLimits.wrongPasswordsPerUser.max; attempt++) {
      const response = await call('POST', '/api/account/password', student.token, {
        currentPassword: `guess-${attempt}`,
        newPassword: 'a fresh new password',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 403)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    const someoneElse = await registerUser(app);
    const theirs = await call('POST', '/api/account/password', someoneElse.token, {
      currentPassword: someoneElse.password,
      newPassword: 'a fresh new password',
    });
    expect(theirs.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('lists the account’s devices, marks this one, and never shows a token', async () => {
    const student = await registerUser(app, { rememberMe: true });
    const other = await secondDevice(student);
    const response = await call('GET', '/api/account/sessions', student.token);
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json<SessionsResponse>();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toEqual([
      expect.objectContaining({ rememberMe: true }),
    ]);
    expect(Object.keys(sessions[0] ?? {}).sort()).toEqual([
      'createdAt',
      'current',
      'expiresAt',
      'id',
      'rememberMe',
    ]);
    expect(response.body).not.toContain(student.token);
    expect(response.body).not.toContain(other);
    expect(response.body).not.toMatch(/tokenHash|token_hash/);
  });

  it('signs out one other device', async () => {
    const student = await registerUser(app);
    const other = await secondDevice(student);
    const target = (await sessionsOf(student.token)).find((session) => !session.current);
    const response = await call('DELETE', `/api/account/sessions/${target?.id}`, student.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'That device has been signed out.' });
    expect(await verifyStatus(other)).toBe(401);
    expect(await verifyStatus(student.token)).toBe(200);
  });

  it('will not let another user see or end someone’s sessions', async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    const [ownerSession] = await sessionsOf(owner.token);

    const strangerList = await sessionsOf(stranger.token);
    expect(strangerList.map((session) => session.id)).not.toContain(ownerSession?.id);

    const response = await call(
      'DELETE',
      `/api/account/sessions/${ownerSession?.id}`,
      stranger.token,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'This session does not exist or has already ended.',
    });
    expect(await verifyStatus(owner.token)).toBe(200);
  });

  it('refuses a session id that is not one', async () => {
    const student = await registerUser(app);
    const response = await call('DELETE', '/api/account/sessions/not-a-uuid', student.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('signs out every other device and keeps this one', async () => {
    const student = await registerUser(app);
    const others = [await secondDevice(student), await secondDevice(student)];
    const bystander = await registerUser(app);
    const response = await call('POST', '/api/account/sessions/sign-out-others', student.token);
    expect(response.json()).toEqual({
      success: true,
      message: '2 other devices have been signed out.',
      ended: 2,
    });
    for (const token of others) expect(await verifyStatus(token)).toBe(401);
    expect(await verifyStatus(student.token)).toBe(200);
    expect(await verifyStatus(bystander.token)).toBe(200);
    expect(await sessionsOf(student.token)).toEqual([expect.objectContaining({ current: true })]);
  });
});
