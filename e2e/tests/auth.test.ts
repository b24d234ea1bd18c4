import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
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

describe('accounts', () => {
  it('registers, stays signed in across a reload, signs out and signs in again', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      const email = `e2e-${Date.now()}@example.com`;
      await page.goto('/dashboard');
      // A signed-out visitor is sent to log in (by the server, with the way back), and comes back.
      await page.waitForURL(/\/login\?next=%2Fdashboard$/);
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.waitForURL(/\/login\?next=%2Fdashboard&mode=register$/);
      await page.getByRole('heading', { name: 'Create Account' }).waitFor();
      await page.getByLabel('Full Name').fill('Kavya Menon');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('kavya-password-1');
      await page.getByLabel('Remember Me').check();
      await page.getByRole('button', { name: 'Register' }).click();

      await page.waitForURL('**/dashboard');
      await page.getByRole('region', { name: 'Profile' }).getByText(email).waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('rememberMe')), 'true');
      // Decision 44: the session is an httpOnly cookie that no page script can read or is given.
      assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
      const session = (await context.cookies()).find(
        (cookie) => cookie.name === 'studyhub_session',
      );
      assert.ok(session, 'the session cookie is set');
      assert.equal(session.httpOnly, true);
      assert.equal(session.sameSite, 'Lax');
      assert.equal(await page.evaluate(() => document.cookie.includes('studyhub_session')), false);

      await page.reload();
      await page.getByRole('region', { name: 'Profile' }).getByText(email).waitFor();
      await page.getByLabel('Account menu for Kavya Menon').waitFor();

      await page.goto('/user');
      await page.getByRole('heading', { name: 'Welcome, Kavya Menon!' }).waitFor();
      await page.getByText("Here's your activity history").waitFor();
      await page.getByRole('tab', { name: 'My Downloads' }).waitFor();

      await page.getByLabel('Account menu for Kavya Menon').click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      assert.equal(
        (await context.cookies()).some((cookie) => cookie.name === 'studyhub_session'),
        false,
        'logout clears the session cookie',
      );

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('kavya-password-1');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByText('Kavya Menon').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows the server message in the red box for a wrong password', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      await page.goto('/login');
      await page.getByLabel('Email').fill('student@example.com');
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Login' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.equal((await alert.textContent())?.trim(), 'Invalid email or password.');
      assert.equal(page.url(), `${site.url}/login`);
    } finally {
      await context.close();
    }
  });

  it('is usable at 360 px wide: the demo student signs in from the mobile menu', async () => {
    const { context, page } = await newPage(browser, site, { width: 360, height: 740 });
    try {
      await page.goto('/');
      await page.getByLabel('Main menu').click();
      await page.getByRole('link', { name: 'Login' }).first().click();
      await page.waitForURL('**/login');
      await page.getByLabel('Email').fill('student@example.com');
      await page.getByLabel('Password').fill('student-demo-2026');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/dashboard');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    } finally {
      await context.close();
    }
  });
});
