import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  failureCard,
  payWithCard,
  purchasesOf,
  registerStudent,
  signIn,
  successCard,
} from '../support/commerce.ts';
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

/** Accepts every alert and remembers what it said: payments must show none (decision 23). */
function collectAlerts(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return {
    seen,
    async waitFor(message: string) {
      const deadline = Date.now() + 15_000;
      while (!seen.includes(message)) {
        if (Date.now() > deadline) {
          throw new Error(`No alert saying "${message}"; saw ${JSON.stringify(seen)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** Clicks a control that downloads a file and returns the saved file's bytes. */
async function downloadFrom(page: Page, control: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), control.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

describe('notes', () => {
  it('narrows the list as the search is typed and keeps it in the address', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      await page.goto('/notes');
      await page.getByRole('heading', { level: 1, name: 'Notes' }).waitFor();
      const cards = page.getByRole('main').getByRole('article');
      await page.getByText('16 notes', { exact: true }).waitFor();
      assert.equal(await cards.count(), 16);

      await page.getByLabel('Search notes').fill('qwertyuiop');
      await page.getByText('No notes match your search.').waitFor();
      await page.getByLabel('Search notes').fill('database');
      await page.getByText('1 of 16 notes match “database”').waitFor();
      assert.equal(await cards.count(), 1);
      assert.match(page.url(), /\?q=database$/);

      await cards.getByRole('link', { name: /View More/ }).click();
      await page.waitForURL('**/notes/dbms-handwritten-notes');
      await page
        .getByRole('heading', { level: 1, name: 'Database Management Systems Handwritten Notes' })
        .waitFor();
      await page.getByRole('heading', { name: 'Covered Topics' }).waitFor();
      await page.getByRole('link', { name: 'Get Note (₹199)' }).waitFor();
      assert.equal(await page.title(), 'Database Management Systems Handwritten Notes | StudyHub');

      // A quiz result links to /notes?search=<subject>.
      await page.goto('/notes?search=python');
      await page.getByText('1 of 16 notes match “python”').waitFor();
      assert.equal(await page.getByLabel('Search notes').inputValue(), 'python');
    } finally {
      await context.close();
    }
  });

  it('sends a signed-out visitor to log in, then downloads the free note as a PDF', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      await page.goto('/notes/operating-systems-short-notes');
      await page.getByRole('link', { name: 'Download Free' }).click();
      await page.waitForURL(/\/login\?next=%2Fnotes%2Foperating-systems-short-notes$/);
      await page.getByLabel('Email').fill('student@example.com');
      await page.getByLabel('Password').fill('student-demo-2026');
      await page.getByRole('button', { name: 'Login' }).click();

      await page.waitForURL('**/notes/operating-systems-short-notes');
      const file = await downloadFrom(page, page.getByRole('link', { name: 'Download Free' }));
      assert.match(file.name, /\.pdf$/);
      assert.equal(file.bytes.subarray(0, 4).toString('latin1'), '%PDF');
    } finally {
      await context.close();
    }
  });

  it('keeps a paid note locked when the card is declined', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      await signIn(page, site, await registerStudent(site, 'Declined Buyer'));
      const alerts = collectAlerts(page);
      await page.goto('/notes/data-structures-complete-notes');
      await page.getByRole('link', { name: 'Get Note (₹149)' }).click();
      await payWithCard(page, failureCard);

      // The checkout says so and keeps the card, so another card can be tried.
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('alert')
        .getByText(/Payment failed. Please try again./)
        .waitFor();
      assert.equal(await dialog.getByLabel('Card number').inputValue(), failureCard);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('alert').getByText('Payment failed. Please try again.').waitFor();
      await page.getByRole('link', { name: 'Get Note (₹149)' }).waitFor();
      assert.deepEqual(await purchasesOf(page, site), []);
      assert.deepEqual(alerts.seen, []);
    } finally {
      await context.close();
    }
  });

  it('buys a paid note with the success card and downloads the PDF', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      await signIn(page, site, await registerStudent(site, 'Note Buyer'));
      const alerts = collectAlerts(page);
      await page.goto('/notes/data-structures-complete-notes');
      await page.getByRole('link', { name: 'Get Note (₹149)' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Data Structures Complete Handwritten Notes').waitFor();
      await payWithCard(page, successCard);

      const confirmation = page.getByRole('region', { name: 'Payment successful' });
      await confirmation.getByText('Payment successful! You can now download the note.').waitFor();
      await confirmation.getByText('₹149').waitFor();
      // A link the browser downloads itself, as every download of the site.
      const downloadLink = confirmation.getByRole('link', { name: 'Download', exact: true });
      const file = await downloadFrom(page, downloadLink);
      assert.equal(file.bytes.subarray(0, 4).toString('latin1'), '%PDF');
      const receipt = await downloadFrom(
        page,
        confirmation.getByRole('link', { name: 'Download receipt' }),
      );
      assert.match(receipt.name, /^receipt-order_[A-Za-z0-9]+\.pdf$/);
      assert.equal(receipt.bytes.subarray(0, 4).toString('latin1'), '%PDF');
      assert.deepEqual(alerts.seen, []);

      const purchases = await purchasesOf(page, site);
      assert.equal(purchases.length, 1);
      assert.equal(purchases[0]?.itemType, 'note');
      assert.equal(purchases[0]?.amountPaise, 14_900);

      // Ownership comes from the server: it survives a reload.
      await page.reload();
      await page.getByRole('link', { name: 'Download', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('projects', () => {
  it('buys a project and downloads its source code as a zip', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      await signIn(page, site, await registerStudent(site, 'Project Buyer'));
      const alerts = collectAlerts(page);
      await page.goto('/projects');
      await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
      await page
        .getByRole('link', { name: 'View Project: College Event Management System' })
        .click();
      await page.waitForURL('**/projects/college-event-management-system');
      await page.getByRole('heading', { name: 'Technologies' }).waitFor();
      await page.getByText('Node.js, Express').waitFor();

      await page.getByRole('link', { name: 'Get Source Code (₹499)' }).click();
      await payWithCard(page, successCard);
      await page
        .getByRole('region', { name: 'Payment successful' })
        .getByText('Payment successful! You can now download the source code.')
        .waitFor();
      assert.deepEqual(alerts.seen, []);

      // The confirmation offers the download, as the page's own link now does.
      const downloadLink = page
        .getByRole('region', { name: 'Payment successful' })
        .getByRole('link', { name: 'Download Source Code' });
      await page.getByRole('link', { name: 'Download Source Code' }).nth(1).waitFor();
      assert.equal(await page.getByRole('link', { name: /Get Source Code/ }).count(), 0);
      const file = await downloadFrom(page, downloadLink);
      assert.match(file.name, /\.zip$/);
      assert.equal(file.bytes.subarray(0, 2).toString('latin1'), 'PK');

      // Decision 1: nothing about the purchase is kept in the browser.
      const keys = await page.evaluate(() => Object.keys(localStorage));
      assert.ok(!keys.some((key) => key.startsWith('project_paid_')), keys.join(', '));
      await page.reload();
      await page.getByRole('link', { name: 'Download Source Code' }).waitFor();

      const purchases = await purchasesOf(page, site);
      assert.deepEqual(
        purchases.map((purchase) => [purchase.itemType, purchase.amountPaise]),
        [['project', 49_900]],
      );
    } finally {
      await context.close();
    }
  });
});

describe('donations', () => {
  it('donates ₹100 with the sandbox card and thanks the donor', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      await signIn(page, site, await registerStudent(site, 'Kind Donor'));
      const alerts = collectAlerts(page);
      await page.goto('/support-us');
      await page.getByRole('heading', { level: 1, name: 'Support Our Mission' }).waitFor();
      await page.getByRole('heading', { name: 'Why Support Us?' }).waitFor();

      await page.getByRole('button', { name: 'Donate ₹100' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Donation to support our platform').waitFor();
      await payWithCard(page, successCard);
      const thanks = page.getByRole('region', { name: 'Thank you for your donation' });
      await thanks
        .getByText(
          'Thank you for your generous donation! Your support helps us keep learning free for everyone.',
        )
        .waitFor();
      await thanks.getByText('₹100').waitFor();
      assert.deepEqual(alerts.seen, []);

      const purchases = await purchasesOf(page, site);
      assert.deepEqual(
        purchases.map((purchase) => [purchase.itemType, purchase.amountPaise]),
        [['donation', 10_000]],
      );
    } finally {
      await context.close();
    }
  });
});

describe('at 360 px wide', () => {
  it('keeps the notes, note and checkout screens within the width', async () => {
    const { context, page } = await newPage(browser, site, { width: 360, height: 740 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    try {
      await page.goto('/notes');
      await page.getByText('16 notes', { exact: true }).waitFor();
      assert.ok((await overflow()) <= 0, 'the notes list scrolls sideways');
      // The sidebar of note names sits behind the Filter button on a phone.
      const sidebarLink = page
        .getByRole('navigation', { name: 'All Notes' })
        .getByRole('link', { name: 'Compiler Design Notes' });
      assert.equal(await sidebarLink.isVisible(), false);
      await page.getByRole('button', { name: 'Filter' }).click();
      await sidebarLink.click();
      await page.waitForURL('**/notes/compiler-design-notes');
      await page.getByRole('link', { name: 'Download Free' }).waitFor();
      assert.ok((await overflow()) <= 0, 'the note page scrolls sideways');

      await signIn(page, site, await registerStudent(site, 'Phone Buyer'));
      await page.goto('/projects/online-quiz-app-html-css-js');
      await page.getByRole('link', { name: 'Get Source Code (₹199)' }).click();
      await page.getByRole('dialog').getByLabel('Card number').waitFor();
      assert.ok((await overflow()) <= 0, 'the checkout scrolls sideways');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Get Source Code (₹199)' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
