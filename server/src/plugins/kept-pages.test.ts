import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@studyhub/contract/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { buildWebRenderer } from '../../test/web-build.ts';
import type { App } from '../app.ts';

// Decision 55: a visitor's page is kept under its path and the search its route reads, and the
// renders an address causes (pages not kept, and signed-in pages) are limited per minute.

/** A web build with the web's real renderer and route table, a stylesheet and a script. */
function webBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'studyhub-kept-pages-'));
  mkdirSync(path.join(root, 'assets'));
  cpSync(buildWebRenderer(), path.join(root, 'ssr'), { recursive: true });
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  writeFileSync(path.join(root, 'assets', 'index-abc123.css'), 'body{margin:0}\n');
  // index.html as Vite writes it: the app's script and stylesheet in the head.
  const head = [
    '<meta charset="UTF-8" /><title>StudyHub</title>',
    '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">',
  ];
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="en-IN"><head>${head.join('')}</head><body><div id="root"></div></body></html>`,
  );
  return root;
}

// Small, so that a test can spend it; a real site's is PAGE_RENDERS_PER_MINUTE's default.
const budget = 5;
let app: App;

beforeAll(async () => {
  app = await createTestApp({
    seedDemoAs: 'development',
    env: { WEB_DIST_DIR: webBuild(), PAGE_RENDERS_PER_MINUTE: String(budget) },
  });
}, 180_000);
afterAll(async () => {
  await app?.close();
});

// Each test asks from addresses of its own, so that no test spends another's budget.
let lastAddress = 0;
const freshAddress = () => `203.0.113.${++lastAddress}`;

const visit = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ url, remoteAddress, headers });

/** The text of a page's <main>: what the student sees, without the script too. */
function mainOf(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the visitor page cache', () => {
  it('sends the kept page for an address with parameters no page reads, not a render each', async () => {
    const address = freshAddress();
    const kept = await visit('/notes', address);
    expect(kept.statusCode).toBe(200);
    // Twice the budget: were each a render, the address would be refused half way.
    const unknown = [
      ...Array.from({ length: budget + 3 }, (_, index) => `x=${index + 1}`),
      'utm_source=newsletter&utm_medium=email',
      'fbclid=IwAR0abc',
    ];
    for (const query of unknown) {
      const page = await visit(`/notes?${query}`, address);
      expect(page.statusCode, query).toBe(200);
      expect(page.headers.etag, query).toBe(kept.headers.etag);
      expect(page.body, query).toBe(kept.body);
    }
  });

  it('renders no parameter a page does not read into it', async () => {
    const address = freshAddress();
    // A visitor's paper links to sign-in and back to this very list; the login form to its other mode.
    const papers = await visit('/question-paper?utm_source=spring-mailer&q=exam', address);
    expect(papers.statusCode).toBe(200);
    expect(papers.body).toContain('/login?next=');
    expect(papers.body).not.toContain('spring-mailer');
    expect(papers.body).toBe((await visit('/question-paper?q=exam', address)).body);

    const register = await visit('/login?fbclid=IwAR0xyz&mode=register', address);
    expect(mainOf(register.body)).toContain('Create Account');
    expect(register.body).not.toContain('IwAR0xyz');
  });

  it('keeps a page for each search its route reads, in any order, empty ones left out', async () => {
    const address = freshAddress();
    const java = await visit('/notes?q=java', address);
    const python = await visit('/notes?q=python', address);
    expect(mainOf(java.body)).toMatch(/\d+ of 16 notes match “java” Core Java Programming Notes/);
    expect(mainOf(python.body)).toMatch(/\d+ of 16 notes match “python” Python Programming/);

    const asked = await visit('/notes?q=notes&semester=4', address);
    const allSemesters = await visit('/notes?q=notes', address);
    expect(asked.headers.etag).not.toBe(allSemesters.headers.etag);
    for (const same of ['/notes?semester=4&q=notes', '/notes?subject=&semester=4&x=1&q=notes']) {
      const page = await visit(same, address);
      expect(page.headers.etag, same).toBe(asked.headers.etag);
      expect(page.body, same).toBe(asked.body);
    }
  });
});

describe('renders per address', () => {
  const tooMany =
    /Too many pages were asked for from your network\. Please wait (\d+) seconds? and try again\./;

  it('answers an address past its budget 429 with the wait, and serves other addresses', async () => {
    const flooding = freshAddress();
    const other = freshAddress();
    expect((await visit('/notes', other)).statusCode).toBe(200);
    for (let index = 1; index <= budget; index += 1) {
      expect((await visit(`/notes?q=flood-${index}`, flooding)).statusCode).toBe(200);
    }
    const refused = await visit('/notes?q=flood-over', flooding, { 'accept-encoding': 'br' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-encoding']).toBeUndefined();
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(tooMany.exec(refused.body)?.[1]).toBe(String(wait));
    // A page that works without the script, in the site's look, with a way on.
    expect(refused.body).not.toContain('<script');
    expect(refused.body).toContain('href="/assets/index-abc123.css"');
    expect(refused.body).toContain('<a href="/"');

    // Not counted: kept pages (whatever else the address carries), the API and the files.
    expect((await visit('/notes?utm_source=x', flooding)).statusCode).toBe(200);
    expect((await visit('/api/notes?q=flood-over', flooding)).statusCode).toBe(200);
    expect((await visit('/assets/index-abc123.js', flooding)).statusCode).toBe(200);
    // Another address has its own budget.
    expect((await visit('/notes?q=flood-over', other)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let index = 1; index <= budget; index += 1) {
      const address = `2001:db8:55:1::${index}`;
      expect((await visit(`/notes?q=six-${index}`, address)).statusCode).toBe(200);
    }
    expect((await visit('/notes?q=six-over', '2001:db8:55:1::99')).statusCode).toBe(429);
    expect((await visit('/notes?q=six-over', '2001:db8:55:2::1')).statusCode).toBe(200);
  });

  it('counts a signed-in student’s pages, rendered for each request', async () => {
    const address = freshAddress();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { email: 'student@example.com', password: 'student-demo-2026' },
    });
    const cookie = `studyhub_session=${login.json<AuthResponse>().token}`;
    for (let index = 1; index <= budget; index += 1) {
      const page = await visit('/notes', address, { cookie });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-cache');
    }
    const refused = await visit('/notes', address, { cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatch(tooMany);
  });

  it('renders uncounted while the shared counters cannot be reached', async () => {
    const address = freshAddress();
    for (let index = 1; index <= budget; index += 1) {
      expect((await visit(`/notes?q=away-${index}`, address)).statusCode).toBe(200);
    }
    const hit = vi.spyOn(app.counters, 'hit').mockRejectedValueOnce(new Error('Redis is away'));
    try {
      const page = await visit('/notes?q=away-over', address);
      expect(page.statusCode).toBe(200);
      // Drawn by the server, not left to the browser as when rendering fails.
      expect(page.body).toContain('id="page-data"');
    } finally {
      hit.mockRestore();
    }
    expect((await visit('/notes?q=away-again', address)).statusCode).toBe(429);
  });

  it('never limits a client on the server’s own machine', async () => {
    for (const address of ['127.0.0.1', '::1']) {
      for (let index = 1; index <= budget + 2; index += 1) {
        const page = await visit(`/notes?q=local-${index}`, address);
        expect(page.statusCode, `${address} #${index}`).toBe(200);
      }
    }
  });
});
