import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage, type Site, startSite } from '../support/site.ts';

// Issue 12: the served HTML of every public page already holds its content, drawn on the server by
// the same React components; the browser then takes it over without fetching the data again and
// without anything on the page moving.

let site: Site;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

interface Item {
  id: string;
  name: string;
  price: number;
  isFree: boolean;
}
interface Blog {
  id: string;
  title: string;
  sections: { subheading: string; paragraphs: string[] }[];
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${site.url}${path}`);
  assert.equal(response.status, 200, path);
  return (await response.json()) as T;
}

let note: Item;
let paidNote: Item;
let project: Item;
let blog: Blog;
let blogTitles: string[];
let courseName: string;
let toolName: string;
let paperName: string;

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
  const { notes } = await api<{ notes: Item[] }>('/api/notes');
  note = notes[0] as Item;
  paidNote = notes.find((item) => !item.isFree) as Item;
  project = (await api<{ projects: Item[] }>('/api/projects')).projects[0] as Item;
  const { blogs } = await api<{ blogs: Blog[] }>('/api/blogs');
  blogTitles = blogs.map((item) => item.title);
  blog = (await api<{ blog: Blog }>(`/api/blogs/${(blogs[0] as Blog).id}`)).blog;
  courseName = (await api<{ courses: { name: string }[] }>('/api/courses')).courses[0]?.name ?? '';
  toolName = (await api<{ tools: { name: string }[] }>('/api/tools')).tools[0]?.name ?? '';
  paperName =
    (await api<{ papers: { name: string }[] }>('/api/question-papers')).papers[0]?.name ?? '';
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

const footer = 'All rights reserved.';

/** Each public page and words its served HTML must hold before any script runs. */
function publicPages(): [path: string, mustShow: string[]][] {
  return [
    ['/', ['Welcome to StudyHub', 'What Our Students Say', footer]],
    ['/notes', ['Notes', note.name, `₹${paidNote.price}`, footer]],
    [`/notes/${paidNote.id}`, [paidNote.name, `₹${paidNote.price}`, footer]],
    ['/projects', ['Projects', project.name, footer]],
    [`/projects/${project.id}`, [project.name, footer]],
    ['/question-paper', ['Question Papers', paperName, footer]],
    ['/courses', ['Available Courses', courseName, footer]],
    ['/tools', ['Tools for your features', toolName, footer]],
    ['/blogs', ['Explore Industry Insights & Expert Blogs', ...blogTitles.slice(0, 3), footer]],
    [
      `/blog/${blog.id}`,
      [
        blog.title,
        blog.sections[0]?.subheading ?? '',
        (blog.sections[0]?.paragraphs[0] ?? '').slice(0, 80),
        footer,
      ],
    ],
    ['/testimonials', ['Testimonials', footer]],
    ['/about', ['About Us', footer]],
    ['/contact', ['Contact Us', footer]],
    ['/support-us', ['Support Our Mission', footer]],
    ['/privacy-policy', ['Privacy Policy', footer]],
    ['/return-policy', ['Return Policy', footer]],
    ['/terms-and-condition', ['Terms and Conditions', footer]],
    ['/login', ['Welcome Back', footer]],
    ['/forgot-password', ['Forgot', footer]],
  ];
}

/** The visible text inside #root of served HTML, as a crawler without scripts reads it. */
function textOfRoot(html: string): string {
  const start = html.indexOf('<div id="root">');
  assert.ok(start >= 0, 'the page has #root');
  return html
    .slice(start)
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe('served HTML', () => {
  it('holds each public page’s content, and runs no inline script', async () => {
    for (const [path, mustShow] of publicPages()) {
      const response = await fetch(`${site.url}${path}`);
      assert.equal(response.status, 200, path);
      const html = await response.text();
      const text = textOfRoot(html);
      for (const words of mustShow) {
        assert.ok(words && text.includes(words), `${path} serves "${words}"`);
      }
      // The only scripts: the app's module, and the page's data as JSON (never run).
      const scripts = html.match(/<script[^>]*>/g) ?? [];
      assert.deepEqual(
        scripts.map((tag) => /type="([^"]+)"/.exec(tag)?.[1]),
        ['module', 'application/json'],
        path,
      );
    }
  });

  it('keeps what a visitor typed in the address out of the page as markup', async () => {
    const html = await (
      await fetch(`${site.url}/notes?q=%3Cimg%20src%3Dx%3E%3C%2Fscript%3E`)
    ).text();
    assert.ok(!html.includes('<img src=x>'), 'the search words are escaped');
    assert.ok(!html.includes('</script></script>'));
  });

  it('a browser without scripts shows the page laid out, footer at the end', async () => {
    for (const width of [360, 1280]) {
      const context = await browser.newContext({
        baseURL: site.url,
        javaScriptEnabled: false,
        viewport: { width, height: 800 },
      });
      const page = await context.newPage();
      for (const path of ['/', '/notes', `/notes/${paidNote.id}`, '/blogs', '/login']) {
        await page.goto(path);
        const heading = page.getByRole('heading', { level: 1 }).first();
        assert.ok(await heading.isVisible(), `${path} at ${width}px shows its heading`);
        const main = await page.locator('main').boundingBox();
        const foot = await page.getByRole('contentinfo').boundingBox();
        assert.ok(main && foot && foot.y >= main.y + main.height - 1, `${path}: footer below`);
      }
      await context.close();
    }
  });
});

/** Console errors (hydration mismatches among them), API calls and layout shifts of one load. */
async function load(page: Page, path: string) {
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const layoutShift = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  return { errors, apiCalls, layoutShift };
}

describe('taking the page over', () => {
  for (const width of [360, 1280]) {
    it(`at ${width}px: no mismatch, no data fetched again, nothing moves`, async () => {
      const paths = [
        '/',
        '/notes',
        `/notes/${paidNote.id}`,
        `/blog/${blog.id}`,
        '/blogs',
        '/login',
      ];
      const withoutScripts = await browser.newContext({
        baseURL: site.url,
        javaScriptEnabled: false,
        viewport: { width, height: 800 },
      });
      const served = await withoutScripts.newPage();
      for (const path of paths) {
        const { context, page } = await newPage(browser, site, { width, height: 800 });
        const { errors, apiCalls, layoutShift } = await load(page, path);
        assert.deepEqual(errors, [], `${path}: console errors`);
        assert.deepEqual(apiCalls, [], `${path}: the data came with the page`);
        assert.ok(layoutShift <= 0.02, `${path}: layout shift ${layoutShift.toFixed(3)}`);
        if (path !== '/') {
          // The browser keeps what the server drew: the screen reads the same once taken over.
          // (The home page's spinner goes away on its own after 1.5 s.)
          await served.goto(path);
          assert.equal(
            await page.locator('main').textContent(),
            await served.locator('main').textContent(),
            `${path}: the taken-over screen shows what the server drew`,
          );
          // ...with the very elements: a client that draws another tree than the server's would
          // nest the server's elements wrongly (a card drawn inside a copy of its own frame).
          const shape = (root: Element) =>
            Array.from(root.querySelectorAll('*'), (element) => element.tagName).join(' ');
          assert.equal(
            await page.locator('main').evaluate(shape),
            await served.locator('main').evaluate(shape),
            `${path}: the taken-over screen has the server's elements`,
          );
        }
        await context.close();
      }
      await withoutScripts.close();
    });
  }

  it('the taken-over page works: a link navigates without a reload', async () => {
    const { context, page } = await newPage(browser, site, { width: 1280, height: 800 });
    await load(page, '/notes');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole('link', { name: note.name }).first().click();
    await page.getByRole('heading', { level: 1, name: note.name }).waitFor();
    assert.match(page.url(), new RegExp(`/notes/${note.id}$`));
    assert.equal(
      await page.evaluate(() => (window as unknown as { marker?: boolean }).marker),
      true,
      'the same document: the router moved, not a new page load',
    );
    await context.close();
  });

  it('a signed-in student gets their own bar and screens on a server-drawn page', async () => {
    const { context, page } = await newPage(browser, site, { width: 360, height: 800 });
    await page.goto('/login');
    await page.getByLabel('Email').fill('student@example.com');
    await page.getByLabel('Password').fill('student-demo-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    const { errors } = await load(page, `/notes/${paidNote.id}`);
    assert.deepEqual(errors, []);
    await page.getByLabel(/^Account menu for /).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    assert.match(page.url(), /\/dashboard$/, 'a signed-in reload of /dashboard stays there');
    await context.close();
  });
});
