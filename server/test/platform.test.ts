import type { AuthResponse } from '@studyhub/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { demoAccounts } from '../src/seed/demo-seed.ts';
import { createTestApp } from './app.ts';
import { bearer, registerUser } from './factories.ts';
import { makeWebBuild } from './web-build.ts';

let app: App;

beforeAll(async () => {
  app = await createTestApp({ env: { WEB_DIST_DIR: makeWebBuild() }, seedDemoAs: 'development' });
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/health', () => {
  it('says ok and which database answered', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
      payments: 'sandbox',
    });
  });
});

describe('security headers', () => {
  it('sends a strict policy that allows no inline script, on API answers and pages alike', async () => {
    for (const url of ['/api/health', '/', '/notes']) {
      const response = await app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('keeps API answers out of every cache', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('answer %s with a JSON 404', async (method) => {
    const response = await app.inject({ method, url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: `No API route matches ${method} /api/no-such-thing.`,
    });
  });
});

describe('the built web app', () => {
  it('serves index.html for the home page and for client routes, never cached stale', async () => {
    // A note that does not exist answers 404 with the app (decision 30; seo.test.ts).
    for (const url of ['/', '/notes', '/user', '/js_certificate']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('serves hashed assets precompressed and cacheable for a year', async () => {
    const response = await app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(200);
  });

  it('answers a repeat visit with 304 Not Modified', async () => {
    const first = await app.inject({ url: '/assets/index-Ab12Cd34.js' });
    const etag = String(first.headers.etag);
    const second = await app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
  });
});

describe('the OpenAPI document', () => {
  it('describes the auth endpoints', async () => {
    const response = await app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/verify',
        '/api/auth/logout',
      ]),
    );
  });
});

describe('admin-only routes', () => {
  async function adminToken() {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
    });
    return response.json<AuthResponse>().token;
  }

  it('refuse a signed-out visitor with 401', async () => {
    const response = await app.inject({ url: '/api/admin/users' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('refuse a student with 403', async () => {
    const { token } = await registerUser(app);
    const response = await app.inject({ url: '/api/admin/users', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'You do not have permission to do that.',
    });
  });

  it('let an admin list accounts, without any password hash', async () => {
    const response = await app.inject({
      url: '/api/admin/users',
      headers: bearer(await adminToken()),
    });
    expect(response.statusCode).toBe(200);
    const { users } = response.json<{ users: { email: string; role: string }[] }>();
    expect(users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: demoAccounts.admin.email, role: 'admin' }),
        expect.objectContaining({ email: demoAccounts.student.email, role: 'student' }),
      ]),
    );
    expect(response.body).not.toMatch(/scrypt|password/i);
  });
});
