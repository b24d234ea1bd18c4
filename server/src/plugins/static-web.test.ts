import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { App } from '../app.ts';

// The server renderer as the web build's dist/ssr/entry-server.js exports it, small enough to
// read: it draws the answer it got from the API for the page, with a head whose status follows
// that answer, and fails for /broken.
const renderer = `
let setup;
let drawings = 0;
export function setUpRenderer(given) { setup = given; }
export function pageSearch(pathname) { return pathname === '/notes' ? ['page'] : []; }
export async function renderPage(path) {
  if (path === '/broken') throw new Error('a component failed');
  drawings += 1;
  const apiPath = path === '/missing' ? '/api/notes/no-such-note' : '/api/health';
  const answer = await setup.answer(apiPath);
  const health = JSON.parse(answer.body);
  return {
    html: '<main><h1>Drawn for ' + path + '</h1>' +
      (path === '/rupees' ? '<p>₹149 ©</p>' : path === '/surrogate' ? '<p>a\\uD800b</p>' : '') +
      '<p>API ' + answer.status + ' ' + health.status +
      '</p><p>' + (setup.testPayments ? 'test payments' : 'real payments') + '</p><p>drawing ' +
      drawings + '</p></main>',
    data: JSON.stringify({ path }).replace(/</g, '\\\\u003c'),
    answers: [{ path: apiPath, status: answer.status, body: answer.body }],
    head: {
      status: answer.status === 404 ? 404 : 200,
      title: 'Drawn for ' + path + ' | StudyHub',
      description: 'A page <drawn> on the server.',
      path,
      type: 'website',
      indexed: true,
    },
    notLoaded: [],
  };
}
`;

function fakeWebBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'studyhub-web-ssr-'));
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(path.join(root, 'ssr', 'entry-server.js'), renderer);
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html>
<html lang="en-IN">
  <head>
    <title>StudyHub</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  return root;
}

let app: App;

beforeAll(async () => {
  app = await createTestApp({ env: { WEB_DIST_DIR: fakeWebBuild() } });
});
afterAll(async () => {
  await app?.close();
});

describe('server-rendered pages', () => {
  it('puts the page drawn on the server inside #root, with its data after it', async () => {
    const response = await app.inject({ url: '/notes?page=2' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<div id="root"><main><h1>Drawn for /notes?page=2</h1><p>API 200 ok</p><p>real payments</p>',
    );
    expect(html).toMatch(
      /<\/div>\s*<script type="application\/json" id="page-data">\{"path":"\/notes\?page=2"\}<\/script><\/body>/,
    );
  });

  it('sends a page again without drawing it while the API gives the same answers', async () => {
    const first = (await app.inject({ url: '/about' })).body;
    const second = (await app.inject({ url: '/about' })).body;
    const drawing = (html: string) => /drawing (\d+)/.exec(html)?.[1];
    expect(drawing(second)).toBe(drawing(first));
    // A page drawn while an answer failed is drawn again on the next visit.
    const missing = (await app.inject({ url: '/missing' })).body;
    const again = (await app.inject({ url: '/missing' })).body;
    expect(missing).toContain('API 404');
    expect(Number(drawing(again))).toBe(Number(drawing(missing)) + 1);
  });

  it('answers with the status and head the page’s route gives, escaped', async () => {
    const found = await app.inject({ url: '/about' });
    expect(found.body).toContain('<title>Drawn for /about | StudyHub</title>');
    expect(found.body).toContain('content="A page &#60;drawn&#62; on the server."');
    expect(found.body).toContain('<link rel="canonical" href="http://localhost:3000/about" />');
    const missing = await app.inject({ url: '/missing' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the page for the browser to render when rendering it fails', async () => {
    const response = await app.inject({ url: '/broken' });
    // Which route it is, the server cannot tell then: the site's own head, kept out of search.
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).not.toContain('page-data');
  });

  it('sends a page compressed as the browser accepts, each encoding with its own tag', async () => {
    const plain = await app.inject({ url: '/about' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const refused = await app.inject({
      url: '/about',
      headers: { 'accept-encoding': 'br;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);

    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const revalidated = await app.inject({
      url: '/about',
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': String(br.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // The plain page's tag does not stand for the compressed one.
    const otherTag = await app.inject({
      url: '/about',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(otherTag.statusCode).toBe(200);
  });

  it('sends every character as UTF-8, and a lone surrogate as U+FFFD, compressed or not', async () => {
    // The rupee sign makes the page a two-byte string; a lone surrogate has no UTF-8 at all.
    for (const [url, expected] of [
      ['/rupees', '<p>₹149 ©</p>'],
      ['/surrogate', '<p>a\uFFFDb</p>'],
    ] as const) {
      const plain = await app.inject({ url });
      expect(plain.rawPayload.includes(Buffer.from(expected))).toBe(true);
      const br = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('never serves the render code itself', async () => {
    const response = await app.inject({ url: '/ssr/entry-server.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('setUpRenderer');
  });
});
