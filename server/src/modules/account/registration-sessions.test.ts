import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, registerUser } from '../../../test/factories.ts';
import type { App } from '../../app.ts';

let app: App;
let clock = new Date('2026-11-22T10:00:00.000Z');
const afterHours = (start: Date, n: number) => new Date(start.getTime() + n * 60 * 60 * 1000);

beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await app.close();
});

const verifyStatus = async (token: string) =>
  (await app.inject({ url: '/api/auth/verify', headers: bearer(token) })).statusCode;

describe('registering with or without Remember Me (decision 21)', () => {
  it('gives a one-day session when Remember Me is not ticked', async () => {
    const start = clock;
    const { token } = await registerUser(app, { rememberMe: false });
    clock = afterHours(start, 23);
    expect(await verifyStatus(token)).toBe(200);
    clock = afterHours(start, 25);
    expect(await verifyStatus(token)).toBe(401);
    clock = start;
  });

  it('gives a 30-day session when Remember Me is ticked', async () => {
    const start = clock;
    const { token } = await registerUser(app, { rememberMe: true });
    clock = afterHours(start, 24 * 29);
    expect(await verifyStatus(token)).toBe(200);
    clock = afterHours(start, 24 * 30 + 1);
    expect(await verifyStatus(token)).toBe(401);
    clock = start;
  });
});
