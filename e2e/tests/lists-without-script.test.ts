import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { makePdf } from '../support/files.ts';
import { launchBrowser, newPageWithoutScript, type Site, startSite } from '../support/site.ts';

// Decision 35: the catalog lists' search, filters and pages work with the script off. The search
// box and the filters are one GET form whose fields carry the address's names, the server renders
// the list for that address, and the pages are plain links.

let site: Site;
let browser: Browser;

const admin = { email: 'admin@example.com', password: 'admin-demo-2026' };
/** A paper added to the demo catalog's 24 (one page), so that the papers need a second page. */
const extraPaper = 'Lists Without Script Sample Paper';

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
  await addPublishedPaper(extraPaper);
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

/** Adds and publishes a question paper through the admin API, as the admin screens do. */
async function addPublishedPaper(name: string) {
  const login = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  assert.equal(login.status, 200, await login.clone().text());
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  const created = await fetch(`${site.url}/api/admin/catalog/question-papers`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    // The oldest year, so that it is listed last: on the second page.
    body: JSON.stringify({ name, year: '1999', university: 'B.Tech CSE', price: 0 }),
  });
  assert.equal(created.status, 201, await created.clone().text());
  const { item } = (await created.json()) as { item: { id: string } };

  const pdf = await makePdf(name, 2);
  const uploaded = await fetch(`${site.url}/api/admin/catalog/question-papers/${item.id}/pdf`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/pdf' },
    body: new Uint8Array(pdf),
  });
  assert.equal(uploaded.ok, true, await uploaded.clone().text());

  const published = await fetch(`${site.url}/api/admin/catalog/question-papers/${item.id}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ published: true }),
  });
  assert.equal(published.status, 200, await published.clone().text());
}

/** The names of the notes the API answers for a query: what the list should show. */
async function noteNamesFor(query: string) {
  const response = await fetch(`${site.url}/api/notes?${query}`);
  assert.equal(response.status, 200);
  const body = (await response.json()) as { notes: { name: string }[] };
  return body.notes.map((note) => note.name);
}

const noteCards = (page: Page) =>
  page.getByRole('region', { name: 'Notes' }).getByRole('heading', { level: 2 });

describe('the lists without the script, on a phone', () => {
  it('searches the notes with Enter, the address carrying q=', async () => {
    const { context, page } = await newPageWithoutScript(browser, site);
    try {
      await page.goto('/notes');
      const all = await noteNamesFor('');
      await page.getByText(`${all.length} notes`, { exact: true }).waitFor();

      const box = page.getByRole('searchbox', { name: 'Search notes' });
      await box.fill('dbms');
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'dbms');
      assert.equal(new URL(page.url()).pathname, '/notes');
      assert.equal(new URL(page.url()).searchParams.has('page'), false);

      const matching = await noteNamesFor('q=dbms');
      assert.ok(matching.length > 0 && matching.length < all.length, 'dbms narrows the notes');
      await page.getByText(`${matching.length} of ${all.length} notes match “dbms”`).waitFor();
      assert.deepEqual(await noteCards(page).allTextContents(), matching);
      assert.ok(matching.includes('Database Management Systems Handwritten Notes'));
      // The page the server sent shows what was searched for.
      assert.equal(await box.inputValue(), 'dbms');
    } finally {
      await context.close();
    }
  });

  it('shows the filters without the Filter button, and applies a chosen one', async () => {
    const { context, page } = await newPageWithoutScript(browser, site);
    try {
      await page.goto('/notes');
      const all = await noteNamesFor('');
      await page.getByText(`${all.length} notes`, { exact: true }).waitFor();

      // The button needs the script to open the panel, so without it the panel is simply shown.
      const semester = page.getByLabel('Semester');
      await semester.waitFor({ state: 'visible' });
      assert.equal(
        await page.getByRole('button', { name: 'Filter', exact: true }).isVisible(),
        false,
      );
      const apply = page.getByRole('button', { name: 'Apply filters' });
      await apply.waitFor({ state: 'visible' });

      await semester.selectOption({ label: 'Semester 5' });
      await apply.click();
      await page.waitForURL((url) => url.searchParams.get('semester') === '5');
      assert.equal(new URL(page.url()).pathname, '/notes');

      const matching = await noteNamesFor('semester=5');
      assert.ok(
        matching.length > 0 && matching.length < all.length,
        'semester 5 narrows the notes',
      );
      await page.getByText(`${matching.length} of ${all.length} notes match the filters`).waitFor();
      assert.deepEqual(await noteCards(page).allTextContents(), matching);
      assert.equal(await semester.inputValue(), '5');

      // Clearing the filters is a link to the list without them.
      await page.getByRole('link', { name: 'Clear filters' }).click();
      await page.waitForURL((url) => !url.searchParams.has('semester'));
      await page.getByText(`${all.length} notes`, { exact: true }).waitFor();
      assert.equal(await semester.inputValue(), '');
    } finally {
      await context.close();
    }
  });

  it('pages through the question papers with plain links', async () => {
    const { context, page } = await newPageWithoutScript(browser, site);
    try {
      await page.goto('/question-paper');
      const pages = page.getByRole('navigation', { name: 'Pages of question papers' });
      await pages.getByText('Page 1 of 2').waitFor();
      assert.equal(await page.getByRole('heading', { level: 2, name: extraPaper }).count(), 0);

      await pages.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await pages.getByText('Page 2 of 2').waitFor();
      await page.getByRole('heading', { level: 2, name: extraPaper }).waitFor();

      await pages.getByRole('link', { name: 'Previous' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/question-paper' && !url.search.includes('page='),
      );
      await pages.getByText('Page 1 of 2').waitFor();
    } finally {
      await context.close();
    }
  });

  it('searches the papers by name and year with the form', async () => {
    const { context, page } = await newPageWithoutScript(browser, site);
    try {
      await page.goto('/question-paper');
      await page.getByLabel('Search by name').fill(extraPaper);
      await page.getByLabel('Year').fill('1999');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(
        (url) =>
          url.searchParams.get('q') === extraPaper && url.searchParams.get('year') === '1999',
      );
      await page.getByText('1 of 25 question papers match your search.').waitFor();
      await page.getByRole('heading', { level: 2, name: extraPaper }).waitFor();
    } finally {
      await context.close();
    }
  });
});
