import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, type Site, startSite } from '../support/site.ts';

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

const phone = { width: 360, height: 740 };

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  assert.ok(overflow <= 0, `${page.url()} scrolls sideways by ${overflow}px`);
}

const cardNames = (page: Page) =>
  page.getByRole('region', { name: 'Notes' }).getByRole('heading', { level: 2 }).allTextContents();

describe('finding notes on a phone', () => {
  it('searches "dbms", filters from the Filter button, and keeps both across a reload', async () => {
    const { context, page } = await newPage(browser, site, phone);
    try {
      await page.goto('/notes');
      await page.getByText('16 notes', { exact: true }).waitFor();

      await page.getByLabel('Search notes').fill('dbms');
      await page.getByText('1 of 16 notes match “dbms”').waitFor();
      assert.deepEqual(await cardNames(page), ['Database Management Systems Handwritten Notes']);
      await page.waitForURL(/\/notes\?q=dbms$/);

      // On a phone the filters wait behind the Filter button.
      const filter = page.getByRole('button', { name: 'Filter' });
      const price = page.getByLabel('Price');
      assert.equal(await price.isVisible(), false);
      await filter.click();
      assert.equal(await filter.getAttribute('aria-expanded'), 'true');
      await price.waitFor();
      await noSidewaysScroll(page);

      await price.selectOption({ label: 'Free' });
      await page.getByText('No notes match your search.').waitFor();
      await page.waitForURL(/\/notes\?q=dbms&price=free$/);
      assert.equal(await page.getByRole('button', { name: /Filter/ }).textContent(), 'Filter1 set');

      await price.selectOption({ label: 'Paid' });
      await page.getByText('1 of 16 notes match “dbms”').waitFor();
      await page.waitForURL(/\/notes\?q=dbms&price=paid$/);

      // Escape closes the filters and gives focus back to their button.
      await price.focus();
      await page.keyboard.press('Escape');
      await price.waitFor({ state: 'hidden' });
      assert.equal(
        await page.evaluate(() => document.activeElement?.textContent?.startsWith('Filter')),
        true,
      );

      await page.reload();
      await page.getByText('1 of 16 notes match “dbms”').waitFor();
      assert.equal(await page.getByLabel('Search notes').inputValue(), 'dbms');
      assert.deepEqual(await cardNames(page), ['Database Management Systems Handwritten Notes']);
      await page.getByRole('button', { name: /Filter/ }).click();
      assert.equal(await page.getByLabel('Price').inputValue(), 'paid');

      // Back undoes the filter, step by step.
      await page.goBack();
      await page.waitForURL(/\/notes\?q=dbms&price=free$/);
      await page.getByText('No notes match your search.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('finds the obvious note for a misspelt subject and an abbreviation, on a wide screen too', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      await page.goto('/notes?q=pyhton');
      await page.getByText('1 of 16 notes match “pyhton”').waitFor();
      assert.deepEqual(await cardNames(page), ['Python Programming Notes for Beginners']);

      await page.goto('/notes?q=os');
      await page.getByText(/of 16 notes match “os”/).waitFor();
      assert.equal((await cardNames(page))[0], 'Operating System Short Notes for Exams');
      // From the md breakpoint up the filters are shown without the button.
      assert.equal(await page.getByRole('button', { name: 'Filter' }).isVisible(), false);
      await page.getByLabel('Semester').selectOption({ label: 'Semester 5' });
      await page.waitForURL(/\/notes\?q=os&semester=5$/);
      assert.deepEqual(await cardNames(page), [
        'Operating System Short Notes for Exams',
        'Computer Networks Handwritten Notes (Full Syllabus)',
      ]);
    } finally {
      await context.close();
    }
  });
});
