import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { startMailbox } from '../support/mailbox.ts';
import {
  launchBrowser,
  newPage,
  newPageWithoutScript,
  type Site,
  startSite,
} from '../support/site.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let site: Site;
let browser: Browser;

before(async () => {
  mailbox = await startMailbox();
  site = await startSite({ SMTP_URL: mailbox.url });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.stop();
  await mailbox?.close();
});

/** The first link to this page of the site in a message to `email` with this subject. */
async function linkTo(email: string, subject: string, page: string): Promise<string> {
  const message = await mailbox.messageTo(email, subject);
  const link = new RegExp(`https?://\\S+${page}\\?token=[\\w-]+`).exec(message.text)?.[0];
  assert.ok(link, `no ${page} link in:\n${message.text}`);
  return link;
}

/** Registers through the API and opens the emailed link (decision 57), as a student would. */
async function register(email: string, password: string) {
  const response = await fetch(`${site.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Meera Pillai', email, password }),
  });
  assert.equal(response.status, 202, await response.text());
  const link = new URL(
    await linkTo(email, 'Finish creating your StudyHub account', '/confirm-email'),
  );
  const confirmed = await fetch(`${site.url}/api/auth/register/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link.searchParams.get('token') }),
  });
  assert.equal(confirmed.status, 201, await confirmed.text());
}

describe('registration by email', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`says to open the email, and the emailed link makes the account (script ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const email = `register-${javaScriptEnabled ? 'script' : 'plain'}-${Date.now()}@example.com`;
      const phone = { width: 360, height: 740 };
      const { context, page } = javaScriptEnabled
        ? await newPage(browser, site, phone)
        : await newPageWithoutScript(browser, site, { viewport: phone });
      try {
        await page.goto('/login?mode=register');
        await page.getByRole('heading', { name: 'Create Account' }).waitFor();
        await page.getByLabel('Full Name').fill('Kabir Shah');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill('kabir-password-2026');
        await page.getByRole('button', { name: 'Register' }).click();
        await page.getByText(`Almost done! We have sent a link to ${email}.`).waitFor();

        const link = await linkTo(email, 'Finish creating your StudyHub account', '/confirm-email');
        await page.goto(link);
        await page.getByRole('heading', { name: 'Finish Creating Your Account' }).waitFor();
        await page.getByRole('button', { name: 'Create my account' }).click();
        await page.waitForURL('**/dashboard');
        await page.getByRole('heading', { name: 'My Profile' }).waitFor();

        // Registering again with the same email answers the same, and tells the owner.
        await page.context().clearCookies();
        await page.goto('/login?mode=register');
        await page.getByLabel('Full Name').fill('Someone Else');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill('another-password-1');
        await page.getByRole('button', { name: 'Register' }).click();
        await page.getByText(`Almost done! We have sent a link to ${email}.`).waitFor();
        const note = await mailbox.messageTo(
          email,
          'Someone tried to create a StudyHub account with your email',
        );
        assert.match(note.text, /Hello Kabir Shah,/);
      } finally {
        await context.close();
      }
    });
  }
});

describe('password reset by email', () => {
  it('emails a link that sets a new password; the old one stops working, the link works once', async () => {
    const email = `reset-${Date.now()}@example.com`;
    const oldPassword = 'old-password-2026';
    const newPassword = 'new-password-2026';
    await register(email, oldPassword);

    // On a phone, where a student who forgot a password most often is.
    const { context, page } = await newPage(browser, site, { width: 360, height: 740 });
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/forgot-password');
      // The URL changes before the screen's code has loaded: the login form's Email is still there.
      await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
      await page.getByLabel('Email').fill(email);
      const requested = page.waitForResponse('**/api/account/forgot-password');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      const answer = await requested;
      assert.equal(answer.status(), 200, await answer.text());
      await page.getByText('If an account uses this email, we have sent it a link').waitFor();

      const message = await mailbox.messageTo(email, 'Reset your StudyHub password');
      assert.match(message.text, /Hello Meera Pillai,/);
      const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(message.text)?.[0];
      assert.ok(link, `no reset link in:\n${message.text}`);

      await page.goto(link);
      await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('Your password has been changed.').waitFor();
      await page.getByRole('link', { name: 'Log in' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();

      // The old password no longer signs in.
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(oldPassword);
      await page.getByRole('button', { name: 'Login' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.equal((await alert.textContent())?.trim(), 'Invalid email or password.');

      // The new one does.
      await page.getByLabel('Password').fill(newPassword);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByLabel('Account menu for Meera Pillai').waitFor();

      // The emailed link was used up.
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('third-password-2026');
      await page.getByLabel('Confirm new password').fill('third-password-2026');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('This reset link has expired or has already been used.').waitFor();
      const resetEmails = mailbox.received.filter(
        (sent) => sent.to.includes(email) && sent.subject === 'Reset your StudyHub password',
      );
      assert.equal(resetEmails.length, 1);
    } finally {
      await context.close();
    }
  });
});
