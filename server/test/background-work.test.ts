import type { NotesResponse } from '@studyhub/contract/catalog';
import { sessionLifetime } from '@studyhub/contract/constants';
import type { CreateOrderResponse } from '@studyhub/contract/payments';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createBackgroundWork } from '../src/cluster/background-work.ts';
import { createSharedTestDatabase, createTestApp } from './app.ts';
import { bearer, registerUser } from './factories.ts';
import { type FakeRazorpay, startFakeRazorpay } from './fake-razorpay.ts';

/** Housekeeping that runs once across processes (decision 32). */
const keyId = 'rzp_test_background';
const keySecret = 'background_secret_for_tests';
let fake: FakeRazorpay;
let clock = Date.parse('2026-11-25T06:00:00Z');
const now = () => new Date(clock);
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  fake = await startFakeRazorpay(keyId, keySecret);
});
afterAll(async () => {
  await fake.close();
});
const opened: App[] = [];
const dropped: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
  for (const drop of dropped.splice(0)) await drop();
});

async function razorpayApp(): Promise<App> {
  const app = await createTestApp({ seedDemoAs: 'development', now, env: fake.env });
  opened.push(app);
  return app;
}

async function runOnce(app: App): Promise<Record<string, unknown>> {
  const round = await app.backgroundWork.runOnce();
  if (round.outcome !== 'ran') throw new Error('background work was skipped');
  return round.results;
}

describe('reconciling unpaid orders with Razorpay', () => {
  it('grants an order paid at Razorpay but never confirmed, once it is 15 minutes old, and asks once', async () => {
    const app = await razorpayApp();
    const student = await registerUser(app);
    const paid = (await app.inject('/api/notes'))
      .json<NotesResponse>()
      .notes.filter((note) => note.price > 0);
    const [first, second] = paid;
    if (!first || !second) throw new Error('need two paid notes');
    const order = async (itemId: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/payment/create-order',
        headers: bearer(student.token),
        payload: { itemType: 'note', itemId },
      });
      return response.json<CreateOrderResponse>().orderId;
    };
    const paidOrder = await order(first.id);
    await order(second.id);
    // The student paid at Razorpay and closed the tab: no verify, no webhook.
    fake.capture(paidOrder);
    const download = (noteId: string) =>
      app.inject({ url: `/api/notes/${noteId}/download`, headers: bearer(student.token) });

    clock += minutes(14);
    expect((await runOnce(app)).reconcileOrders).toEqual({ checked: 0, granted: 0, failed: 0 });
    expect((await download(first.id)).statusCode).toBe(403);

    clock += minutes(2);
    expect((await runOnce(app)).reconcileOrders).toEqual({ checked: 2, granted: 1, failed: 0 });
    expect((await download(first.id)).statusCode).toBe(200);
    expect((await download(second.id)).statusCode).toBe(403);
    const purchases = await app.inject({
      url: '/api/user/purchases',
      headers: bearer(student.token),
    });
    expect(purchases.body).toContain(paidOrder);

    // Each order is asked about once.
    expect((await runOnce(app)).reconcileOrders).toEqual({ checked: 0, granted: 0, failed: 0 });
  });
});

describe('expiring sessions, attempts and reset links', () => {
  it('removes what has expired and leaves what has not', async () => {
    const app = await razorpayApp();
    const expiring = await registerUser(app);
    const quiz = await app.inject({
      method: 'POST',
      url: '/api/quizzes/java/attempts',
      headers: bearer(expiring.token),
    });
    expect(quiz.statusCode).toBe(201);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/account/forgot-password',
      payload: { email: expiring.email },
    });
    expect(reset.statusCode).toBe(200);

    expect(await runOnce(app)).toMatchObject({
      closeExpiredAttempts: 0,
      removeExpiredSessions: 0,
      removeExpiredResetLinks: 0,
    });
    // Signing in also sweeps expired sessions, so this one starts before the clock moves.
    const fresh = await registerUser(app, { rememberMe: true });
    clock += minutes(24 * 60 * sessionLifetime.defaultDays + 1);
    expect(await runOnce(app)).toMatchObject({
      closeExpiredAttempts: 1,
      removeExpiredSessions: 1,
      removeExpiredResetLinks: 1,
    });
    expect(
      (await app.inject({ url: '/api/auth/verify', headers: bearer(fresh.token) })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: '/api/auth/verify', headers: bearer(expiring.token) })).statusCode,
    ).toBe(401);
  });
});

describe('once across processes', () => {
  it('skips a round while another holds the lock: in this process always, across processes on PostgreSQL', async () => {
    const shared = await createSharedTestDatabase();
    dropped.push(shared.drop);
    // Two processes' views of one database, migrated by a first app.
    const setup = await createTestApp({ database: shared.connect() });
    opened.push(setup);
    await setup.ready();
    const first = shared.connect();
    const second = shared.connect();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs: string[] = [];
    const work = (name: string, database: typeof first, slow: boolean) =>
      createBackgroundWork({
        db: database.db,
        kind: database.kind,
        intervalMs: 60_000,
        log: { info: () => {}, error: () => {} },
        jobs: {
          job: async () => {
            runs.push(name);
            if (slow) await held;
          },
        },
      });
    const one = work('first', first, true);
    const two = work('second', second, false);
    const firstRound = one.runOnce();
    while (!runs.includes('first')) await new Promise((resolve) => setTimeout(resolve, 10));
    // The same process: skipped, whatever the database.
    expect(await one.runOnce()).toEqual({ outcome: 'skipped' });
    const otherProcess = await two.runOnce();
    release();
    expect((await firstRound).outcome).toBe('ran');
    if (first.kind === 'postgres') {
      expect(otherProcess).toEqual({ outcome: 'skipped' });
      expect(runs).toEqual(['first']);
    } else {
      // SQLite has one process: there is no other to keep out.
      expect(otherProcess.outcome).toBe('ran');
    }
    await first.close();
    await second.close();
  });
});
