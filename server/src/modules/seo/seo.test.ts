import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AuthResponse } from '@studyhub/contract/auth';
import type {
  BlogsResponse,
  NoteResponse,
  NotesResponse,
  ProjectsResponse,
} from '@studyhub/contract/catalog';
import { sitePages } from '@studyhub/contract/site';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { adminToken, patchCatalogItem, registerUser } from '../../../test/factories.ts';
import { buildWebRenderer } from '../../../test/web-build.ts';
import type { App } from '../../app.ts';

const origin = 'https://studyhub.example.in';

/**
 * A web build as Vite writes it: its own generic title and description, one external script, and
 * the web's real server renderer, whose route table gives each page its head and status.
 */
function webBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'studyhub-web-'));
  mkdirSync(path.join(root, 'assets'));
  cpSync(buildWebRenderer(), path.join(root, 'ssr'), { recursive: true });
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>StudyHub – Notes, Projects, Papers and Quizzes for Students</title>
    <meta
      name="description"
      content="The build's generic description."
    />
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
let webRoot: string;
let notes: NotesResponse['notes'];
let projects: ProjectsResponse['projects'];
let blogs: BlogsResponse['blogs'];

beforeAll(async () => {
  webRoot = webBuild();
  app = await createTestApp({
    seedDemoAs: 'development',
    env: { WEB_DIST_DIR: webRoot, PUBLIC_URL: origin },
  });
  notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
  projects = (await app.inject({ url: '/api/projects' })).json<ProjectsResponse>().projects;
  blogs = (await app.inject({ url: '/api/blogs' })).json<BlogsResponse>().blogs;
  // Building the renderer takes a few seconds more on a busy machine.
}, 180_000);
afterAll(async () => {
  await app.close();
});

/** The head of a served page, read the way a crawler without JavaScript reads it. */
function headOf(html: string) {
  const attribute = (tag: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
  const metas = [...html.matchAll(/<meta [^>]*>/g)].map((match) => match[0]);
  const meta = (key: string) => {
    const found = metas.filter(
      (tag) => attribute(tag, 'name') === key || attribute(tag, 'property') === key,
    );
    return found.length === 1 ? attribute(found[0] ?? '', 'content') : found.length || null;
  };
  return {
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
    meta,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
  };
}

const decode = (text: string | number | null) =>
  String(text).replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));

describe('the HTML of item pages', () => {
  it('carries a note’s own title, description, canonical URL and Open Graph tags', async () => {
    const summary = notes.find((note) => !note.isFree) ?? expect.fail('no paid note');
    const response = await app.inject({ url: `/notes/${summary.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = headOf(response.body);
    expect(head.titles).toEqual([`${summary.name} | StudyHub`]);
    const description = decode(head.meta('description'));
    expect(summary.about.startsWith(description.replace(/\.\.\.$/, ''))).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe(`${origin}/notes/${summary.id}`);
    expect(decode(head.meta('og:title'))).toBe(`${summary.name} | StudyHub`);
    expect(decode(head.meta('og:description'))).toBe(description);
    expect(head.meta('og:url')).toBe(`${origin}/notes/${summary.id}`);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:site_name')).toBe('StudyHub');
    expect(head.meta('product:price:amount')).toBe(String(summary.price));
    expect(head.meta('product:price:currency')).toBe('INR');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(decode(head.meta('twitter:title'))).toBe(`${summary.name} | StudyHub`);
    expect(head.meta('robots')).toBeNull();
    // The build's generic tags are gone and its script is still there.
    expect(response.body).not.toContain('generic description');
    expect(response.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc123.js">',
    );
    // The page stays under the strict CSP: nothing here needs an inline script.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(response.body).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('carries a blog’s own title, intro and article tags', async () => {
    const blog = blogs[0] ?? expect.fail('no blog');
    const response = await app.inject({ url: `/blog/${blog.id}` });
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.titles).toEqual([`${decode(blog.title)} | StudyHub`]);
    expect(decode(head.meta('og:title'))).toBe(`${blog.title} | StudyHub`);
    expect(blog.intro.startsWith(decode(head.meta('og:description')).replace(/\.\.\.$/, ''))).toBe(
      true,
    );
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:url')).toBe(`${origin}/blog/${blog.id}`);
    expect(head.meta('article:published_time')).toBe(blog.date);
    expect(head.canonical).toBe(`${origin}/blog/${blog.id}`);
  });

  it('carries a project’s own title', async () => {
    const project = projects[0] ?? expect.fail('no project');
    const head = headOf((await app.inject({ url: `/projects/${project.id}` })).body);
    expect(decode(head.meta('og:title'))).toBe(`${project.name} | StudyHub`);
    expect(head.canonical).toBe(`${origin}/projects/${project.id}`);
  });

  it('escapes what an operator typed, so it can never become markup', async () => {
    const note = notes[1] ?? expect.fail('no note');
    const name = `Tom & Jerry's "DBMS" notes </title><script>alert(1)</script>`;
    await patchCatalogItem(app, 'notes', note.id, { name });
    const response = await app.inject({ url: `/notes/${note.id}` });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).not.toContain('</title><script>');
    const head = headOf(response.body);
    expect(head.titles).toHaveLength(1);
    expect(decode(head.meta('og:title'))).toBe(`${name} | StudyHub`);
    const { note: fromApi } = (
      await app.inject({ url: `/api/notes/${note.id}` })
    ).json<NoteResponse>();
    expect(fromApi.name).toBe(name);
  });

  it('answers a missing or hidden item 404 with its not-found title, out of search (decision 30)', async () => {
    const missing = await app.inject({ url: '/notes/no-such-note' });
    // The app itself shows 'Note not found' with a way back; the status says so too.
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headOf(missing.body).titles).toEqual(['Note not found | StudyHub']);
    expect(headOf(missing.body).meta('robots')).toBe('noindex');
    expect(headOf(missing.body).canonical).toBeNull();
    // The page shows the panel, not 'Loading...' for ever (without the script, that is all).
    expect(mainOf(missing.body)).toContain('Note not found');
    expect(mainOf(missing.body)).not.toContain('Loading');

    const blog = blogs[blogs.length - 1] ?? expect.fail('no blog');
    expect((await app.inject({ url: `/blog/${blog.id}` })).statusCode).toBe(200);
    await patchCatalogItem(app, 'blogs', blog.id, { published: false });
    const hidden = await app.inject({ url: `/blog/${blog.id}` });
    expect(hidden.statusCode).toBe(404);
    expect(headOf(hidden.body).titles).toEqual(['Blog not found | StudyHub']);
    expect(headOf(hidden.body).meta('robots')).toBe('noindex');
    await patchCatalogItem(app, 'blogs', blog.id, { published: true });

    const project = await app.inject({ url: '/projects/no-such-project' });
    expect(project.statusCode).toBe(404);
    expect(headOf(project.body).titles).toEqual(['Project not found | StudyHub']);
    expect(mainOf(project.body)).toContain('Project not found');
    expect(mainOf(hidden.body)).toContain('Blog not found');
    const certificate = await app.inject({ url: '/certificates/NOSUCHCERT123' });
    expect(certificate.statusCode).toBe(404);
    expect(headOf(certificate.body).meta('robots')).toBe('noindex');
    for (const page of [project, hidden, certificate]) {
      expect(mainOf(page.body)).not.toContain('Loading');
    }
  });
});

/** Pages for the signed-in only: a visitor is sent to /login (303), a student gets the page. */
const signedInOnly = new Set<string>([
  sitePages.account.path,
  sitePages.dashboard.path,
  sitePages.user.path,
]);

/** A page as the browser asks for it: with a student's session cookie where the page needs one. */
async function requestPage(url: string) {
  if (!signedInOnly.has(url)) return app.inject({ url });
  const student = await registerUser(app);
  return app.inject({ url, headers: { cookie: `studyhub_session=${student.token}` } });
}

describe('the HTML of fixed pages', () => {
  it.each(Object.values(sitePages))(
    '$path has its own title, description and canonical URL',
    async (page) => {
      const response = await requestPage(page.path);
      expect(response.statusCode).toBe(200);
      const head = headOf(response.body);
      expect(head.titles).toEqual([`${page.title} | StudyHub`]);
      expect(decode(head.meta('description'))).toBe(page.description);
      expect(head.canonical).toBe(`${origin}${page.path}`);
      expect(head.meta('og:url')).toBe(`${origin}${page.path}`);
      expect(head.meta('robots')).toBe(page.indexed ? null : 'noindex');
    },
  );

  it('matches routes as the web app does: any case, a trailing slash, a query', async () => {
    for (const url of ['/c-verify', '/About/', '/about?ref=footer']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
    }
    expect(headOf((await app.inject({ url: '/c-verify' })).body).canonical).toBe(
      `${origin}/C-verify`,
    );
  });

  it('answers an operator’s /admin pages 200 with their own titles, kept out of search', async () => {
    const cookie = `studyhub_session=${await adminToken(app)}`;
    for (const [url, title] of [
      ['/admin/overview', 'Overview · Admin | StudyHub'],
      ['/admin/orders', 'Orders · Admin | StudyHub'],
      ['/admin/notes', 'Admin | StudyHub'],
    ]) {
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      // The head's title (the overview's charts have titles of their own further down).
      expect(headOf(response.body).titles[0], url).toBe(title);
      expect(headOf(response.body).meta('robots'), url).toBe('noindex');
    }
  });

  it('answers a path outside the route table with 404 and the app, marked noindex', async () => {
    const response = await app.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    // The app's own not-found screen, rendered on the server.
    expect(response.body).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(headOf(response.body).titles).toEqual(['Page not found | StudyHub']);
    expect(headOf(response.body).meta('robots')).toBe('noindex');
    // A malformed escape is refused before any page is looked up.
    expect((await app.inject({ url: '/notes/%E0%A4%A' })).statusCode).not.toBe(200);
  });

  it('lets a browser revalidate a page with its ETag', async () => {
    const first = await app.inject({ url: '/about' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      url: '/about',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends /index.html to / and a missing file or API route a 404 that is not the app', async () => {
    const index = await app.inject({ url: '/index.html' });
    expect(index.statusCode).toBe(301);
    expect(index.headers.location).toBe('/');
    const asset = await app.inject({ url: '/assets/index-gone.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.body).not.toContain('<div id="root">');
    const api = await app.inject({ url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
  });
});

describe('link previews (og:image)', () => {
  /** What a preview crawler does: reads og:image from the page, then fetches that URL. */
  async function previewOf(page: string) {
    const response = await requestPage(page);
    expect(response.statusCode, page).toBe(200);
    const head = headOf(response.body);
    const url = String(head.meta('og:image'));
    expect(url, page).toMatch(/^https:\/\/studyhub\.example\.in\/\S+\.png$/);
    expect(head.meta('twitter:image'), page).toBe(url);
    expect(head.meta('twitter:card'), page).toBe('summary_large_image');
    const image = await app.inject({ url: url.slice(origin.length) });
    expect(image.statusCode, url).toBe(200);
    expect(image.headers['content-type'], url).toBe('image/png');
    const size = await sharp(image.rawPayload).metadata();
    expect(size.format).toBe('png');
    return { url, width: size.width, height: size.height, head };
  }

  it('every public page has an og:image that answers 200 image/png, 1200×630', async () => {
    const pages = [
      ...Object.values(sitePages).map((page) => page.path),
      ...notes.map((note) => `/notes/${note.id}`),
      ...projects.map((project) => `/projects/${project.id}`),
      ...blogs.map((blog) => `/blog/${blog.id}`),
    ];
    const seen = new Set<string>();
    for (const page of pages) {
      const preview = await previewOf(page);
      expect({ page, width: preview.width, height: preview.height }).toEqual({
        page,
        width: 1200,
        height: 630,
      });
      expect(preview.head.meta('og:image:width')).toBe('1200');
      expect(preview.head.meta('og:image:height')).toBe('630');
      seen.add(preview.url);
    }
    // Items show their own cover; the other pages share the site's.
    expect(seen.size).toBe(notes.length + projects.length + blogs.length + 1);
  });

  it('item pages use the item’s own PNG, pages without an item the site’s', async () => {
    const note = notes[2] ?? expect.fail('no note');
    const notePreview = await previewOf(`/notes/${note.id}`);
    expect(notePreview.url).toBe(`${origin}${note.imageLinkPreview}`);
    const home = await previewOf('/');
    expect(home.url).toBe(`${origin}/media/site-preview.png`);
    expect(decode(home.head.meta('og:image:alt'))).toContain('StudyHub');
    const site = await app.inject({ url: '/media/site-preview.png' });
    expect(site.headers['cache-control']).toBe('public, max-age=86400');
    expect(site.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  const locations = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

  it('lists every public page and every published note, project and blog', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const urls = locations(response.body);
    for (const page of Object.values(sitePages)) {
      if (page.indexed) expect(urls).toContain(`${origin}${page.path}`);
      else expect(urls).not.toContain(`${origin}${page.path}`);
    }
    const currentNotes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
    for (const note of currentNotes) expect(urls).toContain(`${origin}/notes/${note.id}`);
    for (const project of projects) expect(urls).toContain(`${origin}/projects/${project.id}`);
    for (const blog of blogs) expect(urls).toContain(`${origin}/blog/${blog.id}`);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.some((url) => /\/(dashboard|user|login|api)/.test(url ?? ''))).toBe(false);
  });

  it('drops an item as soon as an operator hides it, and lists it again once shown', async () => {
    const note = notes[0] ?? expect.fail('no note');
    const project = projects[0] ?? expect.fail('no project');
    await patchCatalogItem(app, 'notes', note.id, { published: false });
    await patchCatalogItem(app, 'projects', project.id, { published: false });
    const hidden = locations((await app.inject({ url: '/sitemap.xml' })).body);
    expect(hidden).not.toContain(`${origin}/notes/${note.id}`);
    expect(hidden).not.toContain(`${origin}/projects/${project.id}`);
    expect(hidden).toContain(`${origin}/notes/${notes[1]?.id}`);

    await patchCatalogItem(app, 'notes', note.id, { published: true });
    await patchCatalogItem(app, 'projects', project.id, { published: true });
    const shown = locations((await app.inject({ url: '/sitemap.xml' })).body);
    expect(shown).toContain(`${origin}/notes/${note.id}`);
  });

  it('robots.txt points to the sitemap and keeps crawlers out of private areas', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const area of ['/api', '/user', '/dashboard', '/admin']) {
      expect(lines).toContain(`Disallow: ${area}`);
    }
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('the visitor page cache', () => {
  it('sends a kept page again, and shows an operator’s change on the very next visit', async () => {
    const note = notes[2] ?? expect.fail('no third note');
    const first = await app.inject({ url: '/notes' });
    const again = await app.inject({ url: '/notes' });
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);

    await patchCatalogItem(app, 'notes', note.id, { name: 'Renamed By An Operator' });
    try {
      const list = await app.inject({ url: '/notes' });
      expect(list.headers.etag).not.toBe(first.headers.etag);
      expect(list.body).toContain('Renamed By An Operator');
      const page = await app.inject({ url: `/notes/${note.id}` });
      expect(headOf(page.body).titles[0]).toBe('Renamed By An Operator | StudyHub');
    } finally {
      await patchCatalogItem(app, 'notes', note.id, { name: note.name });
    }
    const back = await app.inject({ url: '/notes' });
    expect(back.body).not.toContain('Renamed By An Operator');
  });
});

describe('a signed-in student’s page', () => {
  it('is drawn from the catalog as it is now: an operator’s change shows on the very next request', async () => {
    const note = notes[2] ?? expect.fail('no third note');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'student@example.com', password: 'student-demo-2026' },
    });
    const cookie = `studyhub_session=${login.json<AuthResponse>().token}`;
    const first = await app.inject({ url: '/notes', headers: { cookie } });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.body).toContain(note.name);

    await patchCatalogItem(app, 'notes', note.id, { name: 'Renamed While Signed In' });
    try {
      const list = await app.inject({ url: '/notes', headers: { cookie } });
      expect(list.body).toContain('Renamed While Signed In');
    } finally {
      await patchCatalogItem(app, 'notes', note.id, { name: note.name });
    }
    const back = await app.inject({ url: '/notes', headers: { cookie } });
    expect(back.body).not.toContain('Renamed While Signed In');
    expect(back.body).toContain(note.name);
  });
});

describe('the route table (decision 47)', () => {
  interface Rendered {
    head: { status: number; title: string };
    notLoaded: string[];
    redirect?: string;
  }
  /** The web's renderer, as the server loaded it (its API calls answered by this app). */
  const renderer = async () =>
    (await import(pathToFileURL(path.join(webRoot, 'ssr/entry-server.js')).href)) as {
      renderPage(
        path: string,
        session?: { user: AuthResponse['user']; cookie: string },
      ): Promise<Rendered>;
    };

  async function signIn(email: string, password: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    const { user, token } = response.json<AuthResponse>();
    return { user, cookie: `studyhub_session=${token}` };
  }

  it('loads, before the one render, every query each page shows', async () => {
    const { renderPage } = await renderer();
    const student = await signIn('student@example.com', 'student-demo-2026');
    const operator = await signIn('admin@example.com', 'admin-demo-2026');
    const publicPages = [
      ...Object.values(sitePages).map((page) => page.path),
      '/notes?q=dbms&page=1',
      `/notes/${notes[0]?.id}`,
      `/projects/${projects[0]?.id}`,
      `/blog/${blogs[0]?.id}`,
      '/notes/no-such-note',
      '/no-such-page',
    ];
    const operatorPages = [
      '/admin/overview',
      '/admin/orders',
      '/admin/users',
      '/admin/requests?list=refund',
      '/admin/audit',
      '/admin/quiz-questions',
      '/admin/notes',
      `/admin/notes/${notes[0]?.id}`,
      '/admin/testimonials',
    ];
    const renders = [
      ...publicPages.map((page) => ({ page, session: undefined })),
      ...publicPages.map((page) => ({ page, session: student })),
      ...operatorPages.map((page) => ({ page, session: operator })),
    ];
    for (const { page, session } of renders) {
      const rendered = await renderPage(page, session);
      const who = session ? session.user.email : 'a visitor';
      expect(rendered.notLoaded, `${page} for ${who}`).toEqual([]);
      if (!rendered.redirect) expect(rendered.head.title, page).toMatch(/ \| StudyHub$/);
    }
  });
});

/** The text of a page's <main>: what the student sees, without the script too. */
function mainOf(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}
