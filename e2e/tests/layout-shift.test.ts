import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage, type Site, startSite } from '../support/site.ts';

// Issue 12: on a phone the page does not move while its scripts and data arrive. Layout shifts
// are what Lighthouse's CLS adds up (`npm run bench:web`); issue 12 allows 0.02.

let site: Site;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

const phone = { width: 412, height: 823 };

interface Shift {
  value: number;
  moved: string[];
}

/** Every layout shift the page makes from its first paint, with the elements that moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${Array.from(node.classList).slice(0, 3).join('.')}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (!entry.hadRecentInput) {
          shifts.push({
            value: entry.value,
            moved: entry.sources.map((source) => name(source.node)),
          });
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

describe('loading a page on a phone', () => {
  it('moves nothing on /, /notes, a note, /blogs and /login while scripts and data arrive', async () => {
    const { notes } = (await (await fetch(`${site.url}/api/notes`)).json()) as {
      notes: { id: string; name: string }[];
    };
    const { blogs } = (await (await fetch(`${site.url}/api/blogs`)).json()) as {
      blogs: { title: string }[];
    };
    const note = notes[0];
    const blog = blogs[0];
    assert.ok(note && blog, 'the demo seed has a note and a blog');
    const pages = [
      { path: '/', shown: 'Notes, project source code' },
      { path: '/notes', shown: note.name },
      { path: `/notes/${note.id}`, shown: note.name },
      { path: '/blogs', shown: blog.title },
      { path: '/login', shown: 'Log in to reach your notes' },
    ];
    for (const { path, shown } of pages) {
      const { context, page } = await newPage(browser, site, phone);
      try {
        const shifts = await recordShifts(page);
        await page.goto(path);
        await page.getByText(shown).filter({ visible: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const recorded = await shifts();
        const total = recorded.reduce((sum, shift) => sum + shift.value, 0);
        assert.ok(
          total <= 0.02,
          `${path} shifted by ${total.toFixed(3)}: ${recorded.map((shift) => `${shift.value.toFixed(3)} ${shift.moved.join(', ')}`).join('; ')}`,
        );
      } finally {
        await context.close();
      }
    }
  });
});
