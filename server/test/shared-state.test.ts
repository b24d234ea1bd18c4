import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NotesResponse } from '@studyhub/contract/catalog';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createSharedTestDatabase, createTestApp } from './app.ts';
import { bearer, patchCatalogItem, registerUser } from './factories.ts';
import { createOrder, payWithTestCard, verifyPayment } from './purchases.ts';
import { eventually, startRedisServer } from './redis-server.ts';

/**
 * Several processes sharing one database and one Redis (decision 32), played by several apps in
 * this test process: what one counts, changes or ends, every other sees.
 */
let redis: Awaited<ReturnType<typeof startRedisServer>>;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});

const opened: App[] = [];
const dropped: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
  for (const drop of dropped.splice(0)) await drop();
});

/** Two processes of one site: the same database, Redis and key prefix. */
async function twoProcesses(options: { seed?: boolean } = {}): Promise<[App, App]> {
  const database = await createSharedTestDatabase();
  dropped.push(database.drop);
  const env = {
    // One file store for both, as a bucket would be.
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'studyhub-shared-files-')),
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `test-${Math.random().toString(36).slice(2)}:`,
  };
  const seed = options.seed ? { seedDemoAs: 'development' as const } : {};
  const first = await createTestApp({ env, database: database.connect(), ...seed });
  opened.push(first);
  const second = await createTestApp({ env, database: database.connect(), ...seed });
  opened.push(second);
  // Subscriptions are made once each process's listener connects.
  await eventually(async () => {
    const ready = await Promise.all([first, second].map((app) => app.inject('/api/ready')));
    return ready.every((response) => response.json().redis === 'ok');
  });
  return [first, second];
}

const wrongLogin = (app: App, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'not the password at all' },
    remoteAddress: '10.20.0.1',
  });

describe('GET /api/ready', () => {
  it('is ready with one process and nothing shared: Redis is off, the database and files answer', async () => {
    const app = await createTestApp();
    opened.push(app);
    const response = await app.inject('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: 'ok',
      redis: 'off',
      files: 'ok',
    });
    // Liveness is unchanged.
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });

  it('is not ready while the database is closed, though the process is alive', async () => {
    const database = await createSharedTestDatabase();
    dropped.push(database.drop);
    const connection = database.connect();
    const app = await createTestApp({ database: connection });
    await app.ready();
    await connection.close();
    const response = await app.inject('/api/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not_ready', database: 'failing' });
    await app.close().catch(() => {});
  });
});

describe('limits counted once across processes', () => {
  it('refuses the 11th wrong password for one account however the attempts are spread', async () => {
    const [first, second] = await twoProcesses();
    const student = await registerUser(first);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await wrongLogin(attempt % 2 ? first : second, student.email);
      expect(response.statusCode).toBe(401);
    }
    const refused = await wrongLogin(first, student.email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect((await wrongLogin(second, student.email)).statusCode).toBe(429);
  });

  it('gives back a counted attempt that succeeded, on whichever process it was counted', async () => {
    const [first, second] = await twoProcesses();
    const student = await registerUser(first);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await wrongLogin(second, student.email)).statusCode).toBe(401);
    }
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const right = await first.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: student.email, password: student.password },
        remoteAddress: '10.20.0.1',
      });
      expect(right.statusCode).toBe(200);
    }
    expect((await wrongLogin(first, student.email)).statusCode).toBe(401);
    expect((await wrongLogin(second, student.email)).statusCode).toBe(429);
  });

  it('counts registrations from one address across processes', async () => {
    const [first, second] = await twoProcesses();
    const register = (app: App, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Asha Rao', email: `asha-${n}@example.com`, password: 'long enough pass' },
        remoteAddress: '10.30.0.7',
      });
    const answers = [];
    for (let n = 0; n < 21; n += 1)
      answers.push((await register(n % 2 ? first : second, n)).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('while Redis is away', () => {
  it('is not ready, refuses logins and registrations with a clear 503, and recovers without a restart', async () => {
    const [first] = await twoProcesses();
    const student = await registerUser(first);
    await redis.stop();
    try {
      const ready = await first.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not_ready',
        database: 'ok',
        redis: 'failing',
        files: 'ok',
      });
      const login = await first.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: student.email, password: student.password },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toMatchObject({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(/try again in a minute/),
      });
      const register = await first.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Asha Rao', email: 'asha@example.com', password: 'long enough pass' },
      });
      expect(register.statusCode).toBe(503);
      // Reading the catalog needs no limit and goes on.
      expect((await first.inject('/api/notes')).statusCode).toBe(200);
    } finally {
      await redis.start();
    }
    await eventually(async () => (await first.inject('/api/ready')).statusCode === 200, 10_000);
    const login = await first.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.email, password: student.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('one site across processes', () => {
  it("shows an operator's change on the other process within a second", async () => {
    const [first, second] = await twoProcesses({ seed: true });
    const names = async (app: App) =>
      (await app.inject('/api/notes')).json<NotesResponse>().notes.map((note) => note.name);
    const target = (await first.inject('/api/notes')).json<NotesResponse>().notes[0];
    if (!target) throw new Error('no seeded note');
    // Both processes now hold the list in their caches.
    expect(await names(second)).toContain(target.name);
    await patchCatalogItem(first, 'notes', target.id, { name: 'Renamed on the first process' });
    const changedAt = Date.now();
    await eventually(
      async () => (await names(second)).includes('Renamed on the first process'),
      1_000,
    );
    expect(Date.now() - changedAt).toBeLessThan(1_000);
  });

  it('refuses a session on every process once it is ended on one', async () => {
    const [first, second] = await twoProcesses();
    const student = await registerUser(first);
    expect(
      (await second.inject({ url: '/api/auth/verify', headers: bearer(student.token) })).statusCode,
    ).toBe(200);
    const logout = await first.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(student.token),
    });
    expect(logout.statusCode).toBe(200);
    const after = await second.inject({ url: '/api/auth/verify', headers: bearer(student.token) });
    expect(after.statusCode).toBe(401);
  });

  it('confirms on one process a sandbox purchase started and paid on the other', async () => {
    const [first, second] = await twoProcesses({ seed: true });
    const student = await registerUser(first);
    const note = (await first.inject('/api/notes'))
      .json<NotesResponse>()
      .notes.find((item) => item.price > 0);
    if (!note) throw new Error('no paid note');
    // A double click landing on both processes finds one order.
    const [order, sameOrder] = await Promise.all([
      createOrder(first, student, { itemType: 'note', itemId: note.id }),
      createOrder(second, student, { itemType: 'note', itemId: note.id }),
    ]);
    expect(sameOrder.orderId).toBe(order.orderId);
    // Each step on a different process from the one before.
    const confirmation = await payWithTestCard(second, student, order.orderId);
    const verified = await verifyPayment(first, student, confirmation);
    expect(verified.success).toBe(true);
    const again = await second.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      headers: bearer(student.token),
      payload: { orderId: order.orderId, cardNumber: '4111 1111 1111 1111' },
    });
    expect(again.statusCode).toBe(402);
    const download = await second.inject({
      url: `/api/notes/${note.id}/download`,
      headers: bearer(student.token),
    });
    expect(download.statusCode).toBe(200);
  });
});
