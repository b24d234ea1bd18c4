import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { buyNote, purchasesOf, registerStudent, studentPassword } from '../support/commerce.ts';
import {
  launchBrowser,
  newPageWithoutScript,
  phone,
  type Site,
  startSite,
} from '../support/site.ts';

// Decision 35: a signed-in student's account changes, a refund request and the avatar menu's
// Logout work with the script switched off, on a phone.

let site: Site;
let browser: Browser;

const cookieName = 'studyhub_session';

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

/** The text a field is described by (its hint and its error), as assistive technology reads it. */
async function descriptionOf(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const parts = await Promise.all(
    ids.map(async (id) => (await page.locator(`[id="${id}"]`).textContent())?.trim() ?? ''),
  );
  return parts.join(' ');
}

const liveSession = async (token: string) =>
  (await fetch(`${site.url}/api/auth/verify`, { headers: { authorization: `Bearer ${token}` } }))
    .status;

describe('the account without the script, on a phone', () => {
  it('changes the name, refuses a wrong password, requests a refund and logs out', async () => {
    const session = await registerStudent(site, 'Neha Joshi');
    const purchase = await buyNote(browser, site, session);
    const { context, page } = await newPageWithoutScript(browser, site, { token: session.token });
    try {
      // The name: the page comes back saying so, and the header names the student anew.
      await page.goto('/account');
      await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
      const profile = page.getByRole('region', { name: 'Profile' });
      await profile.getByLabel('Full Name').fill('Neha R. Joshi');
      await profile.getByRole('button', { name: 'Save name' }).click();
      await page
        .getByRole('region', { name: 'Profile' })
        .getByRole('status')
        .getByText('Your name has been saved.')
        .waitFor();
      assert.equal(new URL(page.url()).pathname, '/account');
      assert.equal(await profile.getByLabel('Full Name').inputValue(), 'Neha R. Joshi');
      await page.getByLabel('Account menu for Neha R. Joshi').waitFor();

      // A wrong current password: said beside the field, every password field empty again.
      const password = page.getByRole('region', { name: 'Password' });
      await password.getByLabel('Current password').fill('not-my-password');
      await password.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
      await password.getByLabel('Confirm new password').fill('a-brand-new-password');
      await password.getByRole('button', { name: 'Change password' }).click();
      const current = page.getByRole('region', { name: 'Password' }).getByLabel('Current password');
      await page.getByText('That is not your current password.').waitFor();
      assert.equal(await current.getAttribute('aria-invalid'), 'true');
      assert.equal(await descriptionOf(page, current), 'That is not your current password.');
      for (const label of ['Current password', 'Confirm new password']) {
        assert.equal(await password.getByLabel(label).inputValue(), '');
      }
      assert.equal(await password.getByLabel('New password', { exact: true }).inputValue(), '');
      // Nothing changed: the old password still signs in.
      const login = await fetch(`${site.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: session.user.email, password: studentPassword }),
      });
      assert.equal(login.status, 200);

      // A refund of the note: first with its transaction ID left out, then whole.
      await page.goto('/return-policy');
      const form = page.getByRole('form', { name: 'Request a refund' });
      assert.equal(await form.getByLabel('Name', { exact: true }).inputValue(), 'Neha R. Joshi');
      assert.equal(await form.getByLabel('Email').inputValue(), session.user.email);
      await form.getByLabel('Product').fill(purchase.itemName);
      await form.getByRole('button', { name: 'Submit Request' }).click();
      const transaction = page
        .getByRole('form', { name: 'Request a refund' })
        .getByLabel('Transaction ID');
      await transaction.and(page.locator('[aria-invalid="true"]')).waitFor();
      assert.match(await descriptionOf(page, transaction), /transaction ID/i);
      assert.equal(await form.getByLabel('Product').inputValue(), purchase.itemName);
      await transaction.fill(purchase.orderId);
      await form.getByRole('button', { name: 'Submit Request' }).click();
      const thanks = page.locator('#refund-request').getByRole('status');
      await thanks.getByText(/^Thank you! Your refund request has been received/).waitFor();
      const [asked] = await purchasesOf(page, site);
      assert.ok(asked?.refundRequest, 'the refund request is the student’s own');
      assert.match((await thanks.textContent()) ?? '', new RegExp(asked.refundRequest.id));

      // The avatar menu opens as HTML, within the phone's width, and logs out.
      const menuButton = page.getByLabel('Account menu for Neha R. Joshi');
      await menuButton.click();
      const logout = page.getByRole('button', { name: 'Logout' });
      await logout.waitFor();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Dashboard' })
        .waitFor();
      const box = await logout.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= phone.width, 'the menu fits the phone');
      await logout.click();
      await page.waitForURL('**/login');
      await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
      assert.equal(
        (await context.cookies()).some((cookie) => cookie.name === cookieName),
        false,
        'logging out clears the session cookie',
      );
      assert.equal(await liveSession(session.token), 401, 'the session has ended');
    } finally {
      await context.close();
    }
  });

  it('deletes the account after its password, and says so on /login', async () => {
    const session = await registerStudent(site, 'Arjun Rao');
    const { context, page } = await newPageWithoutScript(browser, site, { token: session.token });
    try {
      await page.goto('/account');
      const data = page.getByRole('region', { name: 'Your data' });
      // A <summary>: it opens the confirmation as HTML.
      await data
        .getByText('Delete my account', { exact: true })
        .and(page.locator('summary'))
        .click();
      const confirm = page.getByRole('form', { name: 'Confirm account deletion' });
      await confirm.getByLabel('Password').fill('a-wrong-guess');
      await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
      const again = page.getByRole('form', { name: 'Confirm account deletion' });
      await again.getByText('That is not your current password.').waitFor();
      assert.equal(await liveSession(session.token), 200, 'a wrong password deletes nothing');

      await again.getByLabel('Password').fill(studentPassword);
      await again.getByRole('button', { name: 'Delete my account for good' }).click();
      // (The browser keeps the form's #your-data through the redirect; /login has no such part.)
      await page.waitForURL(
        (url) => url.pathname === '/login' && url.search === '?notice=account-deleted',
      );
      await page.getByRole('status').getByText('Your account has been deleted.').waitFor();
      assert.equal(
        (await context.cookies()).some((cookie) => cookie.name === cookieName),
        false,
        'the deleted account’s cookie is gone',
      );
      assert.equal(await liveSession(session.token), 401);
    } finally {
      await context.close();
    }
  });
});
