import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@studyhub/contract/auth';
import type { NotesResponse } from '@studyhub/contract/catalog';
import {
  type CreateOrderResponse,
  type SandboxPayResponse,
  sandboxCards,
} from '@studyhub/contract/payments';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { createSandboxProvider } from '../src/modules/payments/providers/sandbox.ts';
import { demoAccounts } from '../src/seed/demo-seed.ts';
import { createSharedTestDatabase, createTestApp, testPasswordHashParams } from './app.ts';
import { bearer, registerUser } from './factories.ts';
import { makeWebBuild } from './web-build.ts';

const opened: App[] = [];
const dropped: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
  for (const drop of dropped.splice(0)) await drop();
});

async function open(...args: Parameters<typeof createTestApp>): Promise<App> {
  const app = await createTestApp(...args);
  opened.push(app);
  return app;
}

async function shared() {
  const database = await createSharedTestDatabase();
  dropped.push(database.drop);
  return database;
}

const login = (app: App, account: { email: string; password: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
    remoteAddress: '10.9.0.1',
  });

/** What `npm start` does before serving, with a log that keeps what was said. */
async function startServerOn(
  database: ReturnType<Awaited<ReturnType<typeof shared>>['connect']>,
  settings: { env: 'development' | 'production'; host: string },
) {
  const warnings: { data: object; message: string }[] = [];
  await prepareDatabase(
    database,
    { ...settings, seedDemo: true, filesDir: mkdtempSync(path.join(tmpdir(), 'studyhub-files-')) },
    {
      info: () => {},
      warn: (data: object, message: string) => warnings.push({ data, message }),
    } as never,
    testPasswordHashParams,
  );
  return warnings;
}

describe('payment mode', () => {
  it('is reported by /api/health so an operator can see test payments are on', async () => {
    const app = await open({ env: { PAYMENT_PROVIDER: 'sandbox' } });
    const health = await app.inject({ url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', payments: 'sandbox' });
  });

  it('reports razorpay when the real provider is configured', async () => {
    const app = await open({
      env: {
        RAZORPAY_KEY_ID: 'rzp_test_x',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'hook',
      },
    });
    const health = await app.inject({ url: '/api/health' });
    expect(health.json()).toMatchObject({ payments: 'razorpay' });
  });
});

describe('test payments on a production server', () => {
  const banner = '<meta name="studyhub:test-payments" content="on">';

  it('put the banner tag into every page', async () => {
    const app = await open({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://studyhub.example.in',
        PAYMENT_PROVIDER: 'sandbox',
        WEB_DIST_DIR: makeWebBuild(),
      },
    });
    for (const url of ['/', '/notes', '/support-us', '/no-such-page']) {
      expect((await app.inject({ url })).body).toContain(banner);
    }
  });

  it('leave no banner where payments are real or the sandbox is local', async () => {
    const real = await open({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://studyhub.example.in',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'hook',
        WEB_DIST_DIR: makeWebBuild(),
      },
    });
    expect((await real.inject({ url: '/' })).body).not.toContain(banner);
    const local = await open({ env: { WEB_DIST_DIR: makeWebBuild() } });
    expect((await local.inject({ url: '/' })).body).not.toContain(banner);
  });
});

describe('the sandbox signing secret', () => {
  async function paidConfirmation(app: App, token: string) {
    const notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
    const note = notes.find((item) => !item.isFree) ?? expect.fail('no paid note');
    const order = await app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: bearer(token),
      payload: { itemType: 'note', itemId: note.id },
    });
    const { orderId } = order.json<CreateOrderResponse>();
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      headers: bearer(token),
      payload: { orderId, cardNumber: sandboxCards.success },
    });
    expect(paid.statusCode).toBe(200);
    const { success: _ok, ...confirmation } = paid.json<SandboxPayResponse>();
    return { note, confirmation };
  }

  it('survives a restart and is shared by a second server process', async () => {
    const database = await shared();
    const first = await open({ database: database.connect(), seedDemoAs: 'development' });
    const student = await registerUser(first);
    const { note, confirmation } = await paidConfirmation(first, student.token);

    // A second process on the same database (or the same one after a restart) confirms it.
    const second = await open({ database: database.connect() });
    const verified = await second.inject({
      method: 'POST',
      url: '/api/payment/verify',
      headers: bearer(student.token),
      payload: confirmation,
    });
    expect(verified.statusCode).toBe(200);
    const access = await second.inject({
      url: `/api/notes/access/${note.id}`,
      headers: bearer(student.token),
    });
    expect(access.json().hasAccess).toBe(true);
  });

  it('can be given in configuration, and a forged signature is still refused', async () => {
    const app = await open({
      seedDemoAs: 'development',
      env: { SANDBOX_SECRET: 'a-configured-sandbox-secret-of-32-chars+' },
    });
    const student = await registerUser(app);
    const { confirmation } = await paidConfirmation(app, student.token);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      headers: bearer(student.token),
      payload: { ...confirmation, razorpay_signature: 'f'.repeat(64) },
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('the sandbox order book', () => {
  it('keeps at most its limit of unpaid orders, forgetting the oldest first', async () => {
    const sandbox = createSandboxProvider({ secret: 'k', maxOrders: 3 });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await sandbox.provider.createOrder({ amountPaise: 100 } as never)).providerOrderId);
    }
    expect(sandbox.openOrders()).toBe(3);
    expect(await sandbox.pay(ids[0] ?? '', sandboxCards.success)).toMatchObject({
      ok: false,
      reason: 'unknown-order',
    });
    expect(await sandbox.pay(ids[4] ?? '', sandboxCards.success)).toMatchObject({ ok: true });
  });

  it('forgets orders older than a day', async () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const sandbox = createSandboxProvider({ secret: 'k', now: () => now });
    const old = (await sandbox.provider.createOrder({ amountPaise: 100 } as never)).providerOrderId;
    now += 25 * 60 * 60 * 1000;
    await sandbox.provider.createOrder({ amountPaise: 100 } as never);
    expect(sandbox.openOrders()).toBe(1);
    expect(await sandbox.pay(old, sandboxCards.success)).toMatchObject({ reason: 'unknown-order' });
  });
});

describe('demo accounts', () => {
  it('are not created on a development server that listens beyond this machine', async () => {
    const database = await shared();
    const connection = database.connect();
    await startServerOn(connection, { env: 'development', host: '0.0.0.0' });
    const app = await open({ database: connection });
    expect((await login(app, demoAccounts.admin)).statusCode).toBe(401);
  });

  it('are created on a development server on a loopback address', async () => {
    const database = await shared();
    const connection = database.connect();
    await startServerOn(connection, { env: 'development', host: '127.0.0.1' });
    const app = await open({ database: connection });
    expect((await login(app, demoAccounts.admin)).statusCode).toBe(200);
  });

  it.each([
    { env: 'production', host: '127.0.0.1' },
    { env: 'development', host: '0.0.0.0' },
    { env: 'development', host: '::' },
  ] as const)(
    'are disabled when a data folder from development is served with %o',
    async (settings) => {
      const database = await shared();
      const development = database.connect();
      await startServerOn(development, { env: 'development', host: 'localhost' });
      const before = await open({ database: development });
      const signedIn = await login(before, demoAccounts.admin);
      expect(signedIn.statusCode).toBe(200);
      const { token } = signedIn.json<AuthResponse>();
      const student = await registerUser(before);

      const exposed = database.connect();
      const warnings = await startServerOn(exposed, settings);
      const after = await open({ database: exposed });

      expect((await login(after, demoAccounts.admin)).statusCode).toBe(401);
      expect((await login(after, demoAccounts.student)).statusCode).toBe(401);
      const session = await after.inject({ url: '/api/auth/verify', headers: bearer(token) });
      expect(session.statusCode).toBe(401);
      const admin = await after.inject({ url: '/api/admin/users', headers: bearer(token) });
      expect(admin.statusCode).toBe(401);
      // Real accounts are untouched.
      expect((await login(after, student)).statusCode).toBe(200);
      const warning = warnings.find((entry) => /demo account/i.test(entry.message));
      expect(JSON.stringify(warning)).toContain(demoAccounts.admin.email);
      expect(JSON.stringify(warning)).toContain(demoAccounts.student.email);
    },
  );
});

describe('malformed addresses', () => {
  it('answer in the site error format', async () => {
    const app = await open();
    for (const url of ['/certificates/%ZZ', '/api/notes/%E0%A4%A', '/%']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'BAD_URL',
        message: 'This address is not valid. Please check the link and try again.',
      });
    }
  });
});

describe('HSTS', () => {
  it('is not sent over plain HTTP, where browsers ignore it and local use would break', async () => {
    const app = await open();
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const app = await open({ env: { TRUST_PROXY: '1' } });
    const response = await app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('is not sent when an untrusted client claims HTTPS', async () => {
    const app = await open();
    const response = await app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
