import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDownloads } from '../../test/downloadable.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { createFormPagesApp } from '../../test/form-pages.ts';
import type { App } from '../app.ts';

// Download links are plain links (decision 35): a refused one, tapped in the browser, showed the
// API's JSON in the tab. It is now a page a student can read; the page's own script still gets
// JSON.

let app: App;
let demo: Awaited<ReturnType<typeof demoDownloads>>;
beforeAll(async () => {
  app = await createFormPagesApp({ seedDemoAs: 'development' });
  demo = await demoDownloads(app);
});
afterAll(() => app.close());

const followed = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml' };

describe('a refused download link followed in the browser', () => {
  it('is a page that says why and offers to log in, coming back to the page it was on', async () => {
    const response = await app.inject({
      url: demo.paidNote.url,
      headers: { ...followed, host: 'localhost:3000', referer: 'http://localhost:3000/notes/x' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<h1');
    expect(response.body).toContain('Please log in');
    expect(response.body).toContain('href="/login?next=%2Fnotes%2Fx"');
    expect(response.body).not.toContain('<script');
  });

  it('says a paid note must be bought first, with the API’s words', async () => {
    const student = await registerUser(app);
    const api = await app.inject({ url: demo.paidNote.url, headers: bearer(student.token) });
    const message = api.json<{ message: string }>().message;
    const response = await app.inject({
      url: demo.paidNote.url,
      headers: { ...followed, ...bearer(student.token) },
    });
    expect(response.statusCode).toBe(api.statusCode);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(message.replaceAll("'", '&#39;'));
    expect(response.body).toContain('href="/"');
  });

  it('stays JSON for the page’s own script, and for a browser that does not say', async () => {
    for (const headers of [{ 'sec-fetch-mode': 'cors' }, { accept: 'application/json' }]) {
      const response = await app.inject({ url: demo.paidNote.url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    // An older browser that sends no Sec-Fetch-Mode asks for HTML first.
    const older = await app.inject({ url: demo.paidNote.url, headers: { accept: 'text/html' } });
    expect(older.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
