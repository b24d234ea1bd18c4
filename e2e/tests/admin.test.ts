import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { makePdf, makePng, pdfPageTexts } from '../support/files.ts';
import { answerKey, type ServedQuestion, spendTime, textOf } from '../support/quiz-bank.ts';
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

/** The demo student passes the Java quiz through the API and takes its certificate. */
async function demoStudentCertificate(): Promise<string> {
  const call = async (path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${site.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body ?? {}),
    });
    assert.ok(response.ok, `${path}: ${await response.clone().text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const { token } = (await call('/api/auth/login', null, {
    email: 'student@example.com',
    password: 'student-demo-2026',
    rememberMe: false,
  })) as { token: string };
  const { attempt } = (await call('/api/quizzes/java/attempts', token)) as {
    attempt: { id: string; questions: ServedQuestion[] };
  };
  const key = await answerKey('java');
  const answers = Object.fromEntries(
    attempt.questions.map((question) => [
      question.id,
      question.options.indexOf(key.get(textOf(question)) ?? ''),
    ]),
  );
  spendTime(site, 10);
  await call(`/api/quizzes/attempts/${attempt.id}/submit`, token, { answers });
  const { certificate } = (await call('/api/certificates', token, {
    attemptId: attempt.id,
    name: 'Demo Student',
  })) as { certificate: { id: string } };
  return certificate.id;
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

  it('refunds the demo student’s paid note from the orders screen, which ends the download', async () => {
    const note = 'data-structures-complete-notes';
    const student = await newPage(browser, site);
    const admin = await newPage(browser, site);
    try {
      const page = student.page;
      await signIn(page, 'student@example.com', 'student-demo-2026');
      await page.goto(`/notes/${note}`);
      await page.getByRole('button', { name: 'Get Note (₹149)' }).click();
      const checkout = page.getByRole('dialog');
      await checkout.getByLabel('Card number').fill('4111 1111 1111 1111');
      await checkout.getByLabel('Expiry date').fill('12/39');
      await checkout.getByLabel('CVV').fill('123');
      await checkout.getByLabel('Name on card').fill('Demo Student');
      await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
      // The confirmation panel and the note's own section each offer Download once it is paid.
      await page.getByRole('button', { name: 'Download', exact: true }).first().waitFor();

      const operator = admin.page;
      await signIn(operator, 'admin@example.com', 'admin-demo-2026');
      await operator.goto('/admin');
      await operator
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Orders' })
        .click();
      await operator.getByLabel('Status').selectOption('paid');
      await operator.getByLabel('Buyer’s email').fill('student@example.com');
      await operator.getByRole('button', { name: 'Show orders' }).click();
      await operator.waitForURL(/status=paid&email=student%40example\.com/);
      await operator
        .getByRole('link', { name: 'Data Structures Complete Handwritten Notes' })
        .click();
      await operator.getByRole('heading', { level: 3, name: 'History' }).waitFor();
      await operator.getByRole('button', { name: 'Refund' }).click();
      const dialog = operator.getByRole('dialog', { name: 'Refund ₹149 to student@example.com?' });
      await dialog.getByText('student@example.com loses access').waitFor();
      await dialog.getByLabel('Reason for the refund').fill('The student asked within 7 days');
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await operator
        .getByRole('status')
        .filter({ hasText: 'no longer has access to “Data Structures Complete Handwritten Notes”' })
        .waitFor();

      const token = await page.evaluate(() => localStorage.getItem('token'));
      const download = await fetch(`${site.url}/api/notes/${note}/download`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(download.status, 403);
      await page.reload();
      await page.getByRole('button', { name: 'Get Note (₹149)' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Download', exact: true }).count(), 0);
    } finally {
      await student.context.close();
      await admin.context.close();
    }
  });

  it('lets an admin add a paid note with its PDF and cover, which a new student buys and downloads stamped until the admin refunds it', async () => {
    const name = `Compiler Design Notes ${Date.now()}`;
    const buyer = { name: 'Nikhil Rao', email: `nikhil-${Date.now()}@example.com` };
    const admin = await newPage(browser, site);
    const student = await newPage(browser, site);
    try {
      const operator = admin.page;
      await signIn(operator, 'admin@example.com', 'admin-demo-2026');
      await operator.goto('/admin');
      await operator
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Notes' })
        .click();
      await operator.getByRole('link', { name: 'New note' }).click();
      await operator.getByLabel('Name', { exact: true }).fill(name);
      await operator.getByLabel('Subject').fill('Compiler Design');
      await operator.getByLabel('Description').fill('Lexing, parsing and code generation.');
      await operator.getByLabel('Pages').fill('4');
      await operator.getByLabel('Price (₹)').fill('89');
      await operator.getByRole('button', { name: 'Create note as a draft' }).click();
      await operator.getByRole('status').filter({ hasText: 'Created as a draft.' }).waitFor();

      await operator.getByText('No file uploaded yet.').waitFor();
      await operator.getByLabel('PDF', { exact: true }).setInputFiles({
        name: 'compiler-design.pdf',
        mimeType: 'application/pdf',
        buffer: await makePdf(name, 4),
      });
      await operator.getByRole('button', { name: 'Upload the PDF' }).click();
      await operator.getByRole('status').filter({ hasText: 'Uploaded the PDF' }).waitFor();
      await operator.getByText('PDF uploaded.').waitFor();
      await operator.getByLabel('Card image', { exact: true }).setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: makePng(640, 360),
      });
      await operator.getByRole('button', { name: 'Upload the card image' }).click();
      await operator.getByRole('img', { name: `Card of ${name}` }).waitFor();
      await operator.getByRole('button', { name: `Publish ${name}` }).click();
      await operator.getByRole('link', { name: 'View on the site' }).waitFor();

      // A student who registers now finds it on /notes, with its cover, and buys it.
      const page = student.page;
      await page.goto('/login');
      await page.getByRole('button', { name: 'Create an account' }).click();
      await page.getByLabel('Full Name').fill(buyer.name);
      await page.getByLabel('Email').fill(buyer.email);
      await page.getByLabel('Password').fill('nikhil-password-1');
      await page.getByRole('button', { name: 'Register' }).click();
      await page.waitForURL('**/dashboard');
      await page.goto('/notes');
      await page.getByLabel('Search notes by name').fill(name);
      const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
      await card.getByRole('link', { name: `View More about ${name}` }).waitFor();
      // The uploaded cover, not the placeholder a missing or broken image gets.
      await page.waitForFunction(
        (image) =>
          image instanceof HTMLImageElement &&
          !image.src.startsWith('data:') &&
          image.complete &&
          image.naturalWidth > 0,
        await card.locator('img').elementHandle(),
      );
      await card.getByRole('link', { name: `View More about ${name}` }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('button', { name: 'Get Note (₹89)' }).click();
      const checkout = page.getByRole('dialog');
      await checkout.getByLabel('Card number').fill('4111 1111 1111 1111');
      await checkout.getByLabel('Expiry date').fill('12/39');
      await checkout.getByLabel('CVV').fill('123');
      await checkout.getByLabel('Name on card').fill(buyer.name);
      await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
      const downloadButton = page.getByRole('button', { name: 'Download', exact: true }).first();
      const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
      const bytes = await readFile(await download.path());
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      const pages = await pdfPageTexts(bytes);
      assert.equal(pages.length, 4);
      for (const [index, text] of pages.entries()) {
        assert.ok(text.includes(`${name}, page ${index + 1}`), `page ${index + 1}: ${text}`);
        assert.ok(text.includes(`Licensed to ${buyer.name} (${buyer.email}) - Order `), text);
      }

      // The admin refunds that order from /admin.
      await operator
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Orders' })
        .click();
      await operator.getByLabel('Buyer’s email').fill(buyer.email);
      await operator.getByRole('button', { name: 'Show orders' }).click();
      await operator.getByRole('link', { name }).click();
      await operator.getByRole('heading', { level: 3, name: 'History' }).waitFor();
      await operator.getByRole('button', { name: 'Refund' }).click();
      const dialog = operator.getByRole('dialog', { name: `Refund ₹89 to ${buyer.email}?` });
      await dialog.getByLabel('Reason for the refund').fill('Bought the wrong subject');
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await operator
        .getByRole('status')
        .filter({ hasText: `no longer has access to “${name}”` })
        .waitFor();

      // The page the student still has open offers Download; the server now refuses it.
      await downloadButton.click();
      await page
        .getByRole('region', { name: 'Notification' })
        .getByText('Please buy this note to download it.')
        .waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Get Note (₹89)' }).waitFor();
    } finally {
      await student.context.close();
      await admin.context.close();
    }
  });

  it('revokes the demo student’s certificate with a reason; its verification then says revoked', async () => {
    const id = await demoStudentCertificate();
    const { context, page } = await newPage(browser, site);
    try {
      await signIn(page, 'admin@example.com', 'admin-demo-2026');
      await page.goto('/admin');
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Certificates' })
        .click();
      await page.getByLabel('Certificate id, name on it, or holder’s email').fill(id);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: 'Revoke the certificate of Demo Student' }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke the certificate of Demo Student?' });
      await dialog.getByLabel('Reason for revoking').fill('Answers were shared in a group chat');
      await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
      await page.getByRole('status').filter({ hasText: 'Revoked the certificate' }).waitFor();
      await page.getByText('Revoked on').waitFor();
    } finally {
      await context.close();
    }
    const verification = await fetch(`${site.url}/api/certificates/${id}`);
    const body = (await verification.json()) as { certificate: { revoked: boolean } };
    assert.equal(body.certificate.revoked, true);
  });
});
