import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newThrottledPhone, type Site, startSite } from '../support/site.ts';

// Decision 35: a control works from the moment it is painted. These pages are opened without
// waiting for the script (the support's goto waits for it), on a throttled phone where the
// script arrives seconds after the first paint.
let site: Site;
let browser: Browser;

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

const isReady = (page: Page) => page.evaluate(() => document.documentElement.dataset.ready);

describe('the first tap', () => {
  it('takes a visitor from an early Get Note to /login and back to the note', async () => {
    const { context, page } = await newThrottledPhone(browser, site);
    try {
      await page.goto('/notes/data-structures-complete-notes', { waitUntil: 'commit' });
      const getNote = page.getByRole('link', { name: 'Get Note (₹149)' });
      await getNote.waitFor();
      const early = (await isReady(page)) !== 'true';
      await getNote.click();
      await page.waitForURL(/\/login\?next=%2Fnotes%2Fdata-structures-complete-notes$/);
      await page.getByLabel('Email').fill('student@example.com');
      await page.getByLabel('Password').fill('student-demo-2026');
      await page.getByLabel('Password').press('Enter');
      await page.waitForURL(/\/notes\/data-structures-complete-notes$/);
      await page
        .getByRole('heading', { name: 'Data Structures Complete Handwritten Notes' })
        .waitFor();
      console.log(`  Get Note tapped ${early ? 'before' : 'after'} the script was ready`);
    } finally {
      await context.close();
    }
  });

  it('opens the checkout once from an early Get Note of a signed-in student', async () => {
    const { context, page } = await newThrottledPhone(browser, site);
    try {
      const login = await fetch(`${site.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'student@example.com', password: 'student-demo-2026' }),
      });
      const { token } = (await login.json()) as { token: string };
      await context.addCookies([{ name: 'studyhub_session', value: token, url: site.url }]);
      await page.goto('/notes/dbms-handwritten-notes', { waitUntil: 'commit' });
      const getNote = page.getByRole('link', { name: 'Get Note (₹199)' });
      await getNote.waitFor();
      const early = (await isReady(page)) !== 'true';
      await getNote.click();
      // The checkout opens, once: the sandbox's dialog names the note.
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Database Management Systems Handwritten Notes').waitFor();
      assert.equal(await page.getByRole('dialog').count(), 1);
      assert.doesNotMatch(page.url(), /buy=1/);
      console.log(`  Get Note tapped ${early ? 'before' : 'after'} the script was ready`);
    } finally {
      await context.close();
    }
  });

  it('leaves the page where the student scrolled it when the script starts', async () => {
    const { context, page } = await newThrottledPhone(browser, site);
    try {
      await page.goto('/notes/data-structures-complete-notes', { waitUntil: 'commit' });
      const getNote = page.getByRole('link', { name: 'Get Note (₹149)' });
      await getNote.waitFor();
      await getNote.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      assert.ok(scrolled > 0, 'the note page is taller than a phone screen');
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      assert.equal(await page.evaluate(() => window.scrollY), scrolled);
      assert.ok(await getNote.isVisible());
    } finally {
      await context.close();
    }
  });
});
