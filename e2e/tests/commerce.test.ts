import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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

// The sandbox provider's documented test cards (contract sandboxCards).
const successCard = '4111 1111 1111 1111';
const failureCard = '4000 0000 0000 0002';

interface Session {
  token: string;
  user: { id: string; name: string; email: string };
}

/** A new student account, made through the API so each test starts with nothing bought. */
async function registerStudent(name: string): Promise<Session> {
  const email = `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetch(`${site.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'buyer-password-1', rememberMe: true }),
  });
  assert.ok(response.ok, await response.clone().text());
  return (await response.json()) as Session;
}

/**
 * Opens the site signed in as `session`, the way a previous sign-in would have left the browser:
 * the httpOnly session cookie (decision 44) and the user kept for display.
 */
async function signIn(page: Page, session: Session) {
  await page
    .context()
    .addCookies([{ name: 'studyhub_session', value: session.token, url: site.url }]);
  await page.goto('/about');
  await page.evaluate(({ user }) => {
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

/** The session token of a signed-in browser, from its cookie jar: no page script can read it. */
async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(site.url)).find(
    (candidate) => candidate.name === 'studyhub_session',
  );
  assert.ok(cookie, 'the browser holds a session cookie');
  return cookie.value;
}

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

/** Pays in the sandbox checkout dialog with a test card. */
async function payWithCard(page: Page, cardNumber: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Test payment — no real money is charged').waitFor();
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry date').fill('12/39');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Name on card').fill('Test Student');
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
}

/** Clicks a control that downloads a file and returns the saved file's bytes. */
async function downloadFrom(page: Page, control: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), control.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

async function purchasesOf(page: Page) {
  const token = await sessionToken(page.context());
  const response = await fetch(`${site.url}/api/user/purchases`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 200);
  const body = (await response.json()) as {
    purchases: { itemType: string; itemId: string | null; amountPaise: number }[];
  };
  return body.purchases;
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
      await signIn(page, await registerStudent('Declined Buyer'));
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
      assert.deepEqual(await purchasesOf(page), []);
      assert.deepEqual(alerts.seen, []);
    } finally {
      await context.close();
    }
  });

  it('buys a paid note with the success card and downloads the PDF', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      await signIn(page, await registerStudent('Note Buyer'));
      const alerts = collectAlerts(page);
      await page.goto('/notes/data-structures-complete-notes');
      await page.getByRole('link', { name: 'Get Note (₹149)' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Data Structures Complete Handwritten Notes').waitFor();
      await payWithCard(page, successCard);

      const confirmation = page.getByRole('region', { name: 'Payment successful' });
      await confirmation.getByText('Payment successful! You can now download the note.').waitFor();
      await confirmation.getByText('₹149').waitFor();
      const downloadButton = confirmation.getByRole('button', { name: 'Download', exact: true });
      const file = await downloadFrom(page, downloadButton);
      assert.equal(file.bytes.subarray(0, 4).toString('latin1'), '%PDF');
      const receipt = await downloadFrom(
        page,
        confirmation.getByRole('link', { name: 'Download receipt' }),
      );
      assert.match(receipt.name, /^receipt-order_[A-Za-z0-9]+\.pdf$/);
      assert.equal(receipt.bytes.subarray(0, 4).toString('latin1'), '%PDF');
      assert.deepEqual(alerts.seen, []);

      const purchases = await purchasesOf(page);
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
      await signIn(page, await registerStudent('Project Buyer'));
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

      // The page's own button; the confirmation offers the same download.
      const downloadButton = page.getByRole('button', { name: 'Download Source Code' }).first();
      await downloadButton.waitFor();
      assert.equal(await page.getByRole('button', { name: /Get Source Code/ }).count(), 0);
      const file = await downloadFrom(page, downloadButton);
      assert.match(file.name, /\.zip$/);
      assert.equal(file.bytes.subarray(0, 2).toString('latin1'), 'PK');

      // Decision 1: nothing about the purchase is kept in the browser.
      const keys = await page.evaluate(() => Object.keys(localStorage));
      assert.ok(!keys.some((key) => key.startsWith('project_paid_')), keys.join(', '));
      await page.reload();
      await page.getByRole('link', { name: 'Download Source Code' }).waitFor();

      const purchases = await purchasesOf(page);
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
      await signIn(page, await registerStudent('Kind Donor'));
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

      const purchases = await purchasesOf(page);
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

      await signIn(page, await registerStudent('Phone Buyer'));
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
