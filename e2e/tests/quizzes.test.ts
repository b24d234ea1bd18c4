import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
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

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Presses Start Quiz and returns the questions as served (the browser's own API answer). */
async function startQuiz(page: Page, subject: string): Promise<ServedQuestion[]> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        answer.url().endsWith(`/api/quizzes/${subject}/attempts`) &&
        answer.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Start Quiz' }).click(),
  ]);
  const body = (await response.json()) as { attempt: { questions: ServedQuestion[] } };
  return body.attempt.questions;
}

/** Answers every question by clicking, rightly or as `wrongly` says, then presses Submit. */
async function answerAll(
  page: Page,
  questions: ServedQuestion[],
  key: Map<string, string>,
  wrongly: (index: number) => boolean,
  beforeSubmit: () => void = () => {},
) {
  for (const [index, question] of questions.entries()) {
    await page
      .getByRole('heading', { name: `Question ${index + 1} of ${questions.length}` })
      .waitFor();
    const right = question.options.indexOf(key.get(textOf(question)) ?? '');
    assert.notEqual(right, -1, `the right answer of "${question.question}" is among its options`);
    const pick = wrongly(index) ? (right + 1) % question.options.length : right;
    await page.getByRole('radio').nth(pick).check();
    const last = index === questions.length - 1;
    if (last) beforeSubmit();
    await page.getByRole('button', { name: last ? 'Submit' : 'Next' }).click();
  }
  // Submit asks first, in the site's own dialog.
  const confirmation = page.getByRole('alertdialog', { name: 'Submit the quiz?' });
  await confirmation.getByText('All questions answered.').waitFor();
  await confirmation.getByRole('button', { name: 'Submit answers' }).click();
}

/** Registers a new student on /login, which then returns to the quiz that sent them there. */
async function registerFromQuiz(page: Page, quizPath: string, name: string) {
  await page.goto(quizPath);
  await page.waitForURL('**/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  await page.getByLabel('Full Name').fill(name);
  await page
    .getByLabel('Email')
    .fill(`quiz-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
  await page.getByLabel('Password').fill('student-password-1');
  await page.getByLabel('Remember Me').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(`**${quizPath}`);
}

describe('quizzes and certificates', () => {
  it('sends a signed-out visitor of /java-verify to /login, which says why', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto('/java-verify');
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      await page.getByRole('status').getByText('Please login to access the quiz').waitFor();
      assert.deepEqual(dialogs, [], 'no browser dialog opens');
    } finally {
      await context.close();
    }
  });

  it('passes the Java quiz with two questions to revise, issues a certificate, downloads its PNG and verifies it', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      page.on('dialog', (dialog) => void dialog.accept());
      // A new student registers on the way to the quiz and comes back to it.
      await registerFromQuiz(page, '/java-verify', 'Kavya Menon');
      await page.getByRole('heading', { level: 1, name: 'Java Quiz' }).waitFor();
      await page.getByText('Exception handling').waitFor();

      const java = await startQuiz(page, 'java');
      assert.equal(java.length, 50);
      assert.ok(await page.getByRole('button', { name: 'Previous' }).isDisabled());
      // The first two answered wrongly: still a pass, with two questions to revise.
      const key = await answerKey('java');
      await answerAll(
        page,
        java,
        key,
        (index) => index < 2,
        () => spendTime(site, 10),
      );

      await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      await page.getByText('Your score: 48 / 50').waitFor();
      // Decision 37: each question answered wrongly, the answer chosen and its topic, never the
      // right answer.
      const revise = page.getByRole('region', { name: 'Questions to revise' });
      const items = revise.getByRole('listitem');
      assert.equal(await items.count(), 2);
      for (const [index, question] of java.slice(0, 2).entries()) {
        const item = items.nth(index);
        await item.getByText(`Question ${index + 1}`, { exact: true }).waitFor();
        const right = key.get(textOf(question)) ?? '';
        const chosen = question.options[(question.options.indexOf(right) + 1) % 4];
        await item.getByText(`${chosen} (not right)`, { exact: true }).waitFor();
        await item.getByRole('link', { name: /^Study notes: / }).waitFor();
        assert.equal(await item.getByText(right, { exact: true }).count(), 0);
      }
      assert.equal(await page.getByText(/Right answer|Explanation/).count(), 0);

      await page.getByLabel('Name on the certificate').fill('Kavya Menon');
      await page.getByRole('button', { name: 'Get Certificate' }).click();

      const certificate = page.getByRole('article', { name: /Kavya Menon, Java \(Basic\)/ });
      const idLine = certificate.getByText('Certificate ID :');
      await idLine.waitFor();
      const id = /Certificate ID :\s*([A-Z0-9]+)/.exec((await idLine.textContent()) ?? '')?.[1];
      assert.ok(id && id.length >= 10, `a long certificate id, not ${id}`);
      await page.getByRole('button', { name: 'Print' }).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PNG' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'Kavya Menon-Certificate.png');
      const file = await readFile(await download.path());
      assert.deepEqual(file.subarray(0, 8), pngSignature);

      await page.goto(`/certificates/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Certificate verification' }).waitFor();
      const status = page.getByRole('region', { name: 'Certificate status' });
      await status.getByText('Valid', { exact: true }).waitFor();
      await status.getByText('Kavya Menon').waitFor();
      await status.getByText('48 out of 50').waitFor();
    } finally {
      await context.close();
    }
  });

  it('on a phone: Start Quiz in view, the palette to jump, and a confirmation that counts the unanswered; fails Python', async () => {
    const { context, page } = await newPage(browser, site, { width: 360, height: 640 });
    try {
      await registerFromQuiz(page, '/python-verify', 'Rohan Iyer');
      await page.getByRole('heading', { level: 1, name: 'Python Quiz' }).waitFor();

      // The instructions are kept but folded, so Start Quiz shows without scrolling.
      const start = page.getByRole('button', { name: 'Start Quiz' });
      const box = await start.boundingBox();
      assert.ok(box && box.y + box.height <= 640, `Start Quiz is in view at 360x640 (${box?.y})`);
      const rule = page.getByText('Each question has four options and one right answer.');
      assert.equal(await rule.isVisible(), false);
      await page.getByText('Instructions', { exact: true }).click();
      await rule.waitFor();

      const python = await startQuiz(page, 'python');
      const key = await answerKey('python');
      const wrong = (question: ServedQuestion) =>
        (question.options.indexOf(key.get(textOf(question)) ?? '') + 1) % question.options.length;
      const [first] = python;
      const last = python.at(-1);
      assert.ok(first && last);
      await page.getByRole('heading', { name: 'Question 1 of 50' }).waitFor();
      await page.getByRole('radio').nth(wrong(first)).check();

      // The palette jumps to the last question and shows the first as answered.
      const palette = page.getByRole('navigation', { name: 'All questions' });
      await palette.getByRole('button', { name: 'Question 1, answered', exact: true }).waitFor();
      await palette.getByRole('button', { name: 'Question 50, not answered', exact: true }).click();
      await page.getByRole('heading', { name: 'Question 50 of 50' }).waitFor();
      await page.getByRole('radio').nth(wrong(last)).check();
      assert.equal(
        await palette
          .getByRole('button', { name: 'Question 50, answered', exact: true })
          .getAttribute('aria-current'),
        'step',
      );

      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const confirmation = page.getByRole('alertdialog', { name: 'Submit the quiz?' });
      await confirmation.getByText('You have 48 unanswered questions.').waitFor();
      await confirmation.getByRole('button', { name: 'Submit answers' }).click();

      await page.getByRole('heading', { name: 'Quiz Complete!' }).waitFor();
      await page.getByText('Try again to become eligible for a certificate.').waitFor();
      await page.getByText('Your score: 0 / 50').waitFor();
      assert.equal(await page.getByLabel('Name on the certificate').count(), 0);
    } finally {
      await context.close();
    }
  });
});
