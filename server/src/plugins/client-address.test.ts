import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { App } from '../app.ts';
import { authLimits } from '../modules/auth/auth.routes.ts';

/**
 * Rate limits count per client address, so the address must be one a client cannot choose:
 * TRUST_PROXY names how many proxies (or which ones) may speak for the client.
 */
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const failuresAllowed = authLimits.loginFailuresPerIp.max;

/** A wrong password for an unknown account, sent through the given socket address and headers. */
function failedLogin(remoteAddress: string, forwardedFor: string | undefined, attempt: number) {
  if (!app) throw new Error('no app');
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `spray-${attempt}@example.com`, password: 'not the password' },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    remoteAddress,
  });
}

async function statusesOf(
  count: number,
  send: (attempt: number) => ReturnType<typeof failedLogin>,
) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) statuses.push((await send(attempt)).statusCode);
  return statuses;
}

describe('TRUST_PROXY as a hop count', () => {
  it('keys limits by the address nginx saw, whatever the client writes in X-Forwarded-For', async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1' } });
    // nginx at 10.0.0.2 appends the address it saw (198.51.100.20) to whatever the client sent.
    const statuses = await statusesOf(70, (attempt) =>
      failedLogin('10.0.0.2', `203.0.113.${attempt + 1}, 198.51.100.20`, attempt),
    );
    expect(statuses.slice(0, failuresAllowed)).toEqual(Array(failuresAllowed).fill(401));
    expect(statuses.slice(failuresAllowed)).toEqual(Array(70 - failuresAllowed).fill(429));
  });

  it('gives each client behind the proxy its own count', async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1' } });
    await statusesOf(failuresAllowed, (attempt) =>
      failedLogin('10.0.0.2', '198.51.100.20', attempt),
    );
    expect((await failedLogin('10.0.0.2', '198.51.100.20', 1000)).statusCode).toBe(429);
    // Another student behind the same nginx is not held back by the first one's failures.
    expect((await failedLogin('10.0.0.2', '198.51.100.21', 1001)).statusCode).toBe(401);
  });

  it('keys a client that reaches the server directly by its own address', async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1' } });
    // Not a proxy on this machine or network: a public address talking to the server itself.
    const statuses = await statusesOf(70, (attempt) =>
      failedLogin('192.0.2.80', `203.0.113.${attempt + 1}`, attempt),
    );
    expect(statuses[failuresAllowed - 1]).toBe(401);
    expect(statuses[failuresAllowed]).toBe(429);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  it('keys a request from an address not on the list by its socket address', async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' } });
    const statuses = await statusesOf(70, (attempt) =>
      failedLogin('192.0.2.44', `203.0.113.${attempt + 1}`, attempt),
    );
    expect(statuses.slice(0, failuresAllowed)).toEqual(Array(failuresAllowed).fill(401));
    expect(statuses.slice(failuresAllowed)).toEqual(Array(70 - failuresAllowed).fill(429));
  });

  it('believes a listed proxy about the client it forwards', async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' } });
    await statusesOf(failuresAllowed, (attempt) =>
      failedLogin('10.4.5.6', '198.51.100.30', attempt),
    );
    expect((await failedLogin('10.4.5.6', '198.51.100.30', 1000)).statusCode).toBe(429);
    expect((await failedLogin('10.4.5.6', '198.51.100.31', 1001)).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY unset', () => {
  it('ignores X-Forwarded-For entirely', async () => {
    app = await createTestApp();
    const statuses = await statusesOf(failuresAllowed + 1, (attempt) =>
      failedLogin('192.0.2.45', `203.0.113.${attempt + 1}`, attempt),
    );
    expect(statuses[failuresAllowed]).toBe(429);
  });
});

/** A client in one /64 (a subscriber on an Indian mobile network), at a new address each time. */
const neighbour = (attempt: number) => `2401:4900:1c2a:9f10:${(attempt + 1).toString(16)}::7`;

describe('IPv6 clients', () => {
  it('counts every address of one /64 as one client (behind a proxy)', async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1' } });
    const statuses = await statusesOf(70, (attempt) =>
      failedLogin('10.0.0.2', neighbour(attempt), attempt),
    );
    expect(statuses.slice(0, failuresAllowed)).toEqual(Array(failuresAllowed).fill(401));
    expect(statuses.slice(failuresAllowed)).toEqual(Array(70 - failuresAllowed).fill(429));
    // Another network's subscriber is not held back.
    expect((await failedLogin('10.0.0.2', '2401:4900:1c2a:9f11::7', 1000)).statusCode).toBe(401);
  });

  it('counts a client’s own IPv6 socket address by its /64 too', async () => {
    app = await createTestApp();
    const statuses = await statusesOf(failuresAllowed + 1, (attempt) =>
      failedLogin(neighbour(attempt), undefined, attempt),
    );
    expect(statuses[failuresAllowed]).toBe(429);
  });

  it('counts registrations of one /64 together', async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1' } });
    const allowed = authLimits.registerPerIp.max;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= allowed; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Mass Signup',
          email: `mass-${attempt}@example.com`,
          password: 'correct horse battery',
        },
        headers: { 'x-forwarded-for': neighbour(attempt) },
        remoteAddress: '10.0.0.2',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(201));
    expect(statuses[allowed]).toBe(429);
  });
});
