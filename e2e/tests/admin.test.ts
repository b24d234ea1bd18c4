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

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

describe('admin', () => {
  it('lets the demo admin write and publish a blog post with a section, which visitors then see', async () => {
    const title = `Exam week plan ${Date.now()}`;
    const admin = await newPage(browser, site);
    try {
      const page = admin.page;
      await signIn(page, 'admin@example.com', 'admin-demo-2026');
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('link', { name: 'Admin' }).click();
      await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Blogs' })
        .click();
      await page.getByRole('link', { name: 'New blog post' }).click();

      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Date').fill('2026-03-01');
      await page.getByLabel('Intro').fill('How to use the last week before an exam well.');
      await page.getByRole('button', { name: 'Add section' }).click();
      const section = page.getByRole('group', { name: 'Section 1' });
      await section.getByLabel('Subheading').fill('Start with past papers');
      await section.getByLabel('Paragraph 1').fill('Solve last year’s paper on the first day.');
      await page.getByRole('button', { name: 'Create blog post as a draft' }).click();

      await page.getByRole('status').filter({ hasText: 'Created as a draft.' }).waitFor();
      await page.getByRole('button', { name: `Publish ${title}` }).click();
      await page.getByRole('link', { name: 'View on the site' }).waitFor();
    } finally {
      await admin.context.close();
    }

    const visitor = await newPage(browser, site);
    try {
      const page = visitor.page;
      await page.goto('/blogs');
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
      await page.getByRole('link', { name: `Read More: ${title}` }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Start with past papers' }).waitFor();
      await page.getByText('Solve last year’s paper on the first day.').waitFor();
      assert.match(page.url(), /\/blog\/exam-week-plan-\d+$/);
    } finally {
      await visitor.context.close();
    }
  });

  it('refuses /admin to a student', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      await signIn(page, 'student@example.com', 'student-demo-2026');
      await page.goto('/admin');
      await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
      assert.equal(await page.getByRole('navigation', { name: 'Admin' }).count(), 0);
    } finally {
      await context.close();
    }
  });
});
