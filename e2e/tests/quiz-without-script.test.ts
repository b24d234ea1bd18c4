import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator } from 'playwright-core';
import { answerKey, type ServedQuestion, spendTime, textOf } from '../support/quiz-bank.ts';
import { launchBrowser, newPageWithoutScript, type Site, startSite } from '../support/site.ts';

// Decision 35: the quizzes and the certificate name work with the script off. The server starts
// the attempt, renders every question in one form, grades what is posted, and issues the
// certificate, through the same API the script calls.

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

const password = 'quiz-without-script-1';

/** A new account, made through the API as any client may. */
async function registerStudent(name: string) {
  const email = `no-script-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetch(`${site.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password }),
  });
  assert.equal(response.status, 201, await response.clone().text());
  return { name, email };
}

/** A time of day in India as the quiz page says it: '3:15 PM IST'. */
function inIndia(date: Date) {
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
  return `${time.replace(/\s/gu, ' ')} IST`;
}

/** The questions of the answer sheet as the page shows them: text, code and options. */
async function questionsOn(sheet: Locator): Promise<{ item: Locator; question: ServedQuestion }[]> {
  const items = sheet.locator('ol > li');
  const count = await items.count();
  const questions = [];
  for (let index = 0; index < count; index += 1) {
    const item = items.nth(index);
    const code = item.locator('pre');
    questions.push({
      item,
      question: {
        id: String(index),
        question: (await item.locator('p').first().textContent()) ?? '',
        code: (await code.count()) > 0 ? await code.textContent() : null,
        options: await item.locator('label').allTextContents(),
      },
    });
  }
  return questions;
}

describe('a quiz with the script off, on a phone', () => {
  it('signs in, starts, answers every question, passes with three questions to revise and gets the certificate', async () => {
    const student = await registerStudent('Kavya Menon');
    const { context, page } = await newPageWithoutScript(browser, site);
    try {
      // A visitor is told why, in the spec's words, signs in, and comes back to the quiz.
      await page.goto('/java-verify');
      const main = page.getByRole('main');
      await main.getByText('Please login to access the quiz').waitFor();
      await main.getByRole('link', { name: 'Login' }).click();
      await page.waitForURL('**/login?next=%2Fjava-verify');
      await page.getByLabel('Email').fill(student.email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/java-verify');
      await page.getByRole('heading', { level: 1, name: 'Java Quiz' }).waitFor();
      assert.equal(await page.getByText('Loading...').count(), 0, 'no endless loading');

      const startedAt = Date.now();
      await page.getByRole('button', { name: 'Start Quiz' }).click();
      await page.waitForURL(/\/java-verify\?attempt=[\w-]+$/);
      const attemptAddress = page.url();

      // No timer counts down without the script: the time to submit by is said in words.
      const sheet = page.getByRole('form', { name: '50 questions' });
      const deadline = await sheet.getByText(/^Submit by \d{1,2}:\d{2} [AP]M IST$/).textContent();
      const possible = [-1, 0, 1].map(
        (minutes) => `Submit by ${inIndia(new Date(startedAt + (30 + minutes) * 60_000))}`,
      );
      assert.ok(possible.includes(deadline ?? ''), `${deadline} is 30 minutes from the start`);
      assert.equal(await page.getByRole('timer').count(), 0);

      const key = await answerKey('java');
      const questions = await questionsOn(sheet);
      assert.equal(questions.length, 50);
      // The last three answered wrongly: still a pass, with three questions to revise.
      const wrongly = new Map<number, string>();
      for (const [index, { item, question }] of questions.entries()) {
        const right = question.options.indexOf(key.get(textOf(question)) ?? '');
        assert.notEqual(
          right,
          -1,
          `the right answer of "${question.question}" is among its options`,
        );
        const pick = index >= 47 ? (right + 1) % 4 : right;
        if (pick !== right) wrongly.set(index, question.options[pick] ?? '');
        await item.getByRole('radio').nth(pick).check();
      }
      // The site gives no certificate for answers faster than the questions can be read.
      spendTime(site, 10);
      await sheet.getByRole('button', { name: 'Submit' }).click();

      await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      assert.equal(page.url(), attemptAddress);
      await page.getByText('Your score: 47 / 50').waitFor();
      await page.getByText('You passed the quiz. Well done!').waitFor();
      // Decision 37: the server draws each question answered wrongly, the answer chosen and its
      // topic, and never the right answer.
      const revise = page.getByRole('region', { name: 'Questions to revise' });
      const items = revise.getByRole('listitem');
      assert.equal(await items.count(), wrongly.size);
      for (const [place, [index, chosen]] of [...wrongly].entries()) {
        const item = items.nth(place);
        await item.getByText(`Question ${index + 1}`, { exact: true }).waitFor();
        await item.getByText(`${chosen} (not right)`, { exact: true }).waitFor();
        await item.getByRole('link', { name: /^Study notes: / }).waitFor();
        const right = key.get(textOf(questions[index]?.question ?? { question: '' })) ?? '';
        assert.equal(await item.getByText(right, { exact: true }).count(), 0);
      }
      assert.equal(await page.getByText(/Right answer|Explanation/).count(), 0);

      // A name the certificate cannot carry comes back with the words the script would show.
      const name = page.getByLabel('Name on the certificate');
      await name.fill('A');
      await page.getByRole('button', { name: 'Get Certificate' }).click();
      await page
        .getByRole('alert')
        .getByText('Please enter your name (at least 2 characters).')
        .waitFor();
      assert.equal(await page.getByLabel('Name on the certificate').inputValue(), 'A');

      await page.getByLabel('Name on the certificate').fill('Kavya Menon');
      await page.getByRole('button', { name: 'Get Certificate' }).click();
      const certificate = page.getByRole('article', { name: /Kavya Menon, Java \(Basic\)/ });
      const idLine = certificate.getByText('Certificate ID :');
      await idLine.waitFor();
      const id = /Certificate ID :\s*([A-Z0-9]+)/.exec((await idLine.textContent()) ?? '')?.[1];
      assert.ok(id && id.length >= 10, `a long certificate id, not ${id}`);
      // Printing and the image are the script's: no button that would do nothing.
      assert.equal(await page.getByRole('button', { name: 'Print' }).count(), 0);
      await page.getByText(/use your browser’s Print/).waitFor();

      await page.goto(`/certificates/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Certificate verification' }).waitFor();
      const status = page.getByRole('region', { name: 'Certificate status' });
      await status.getByText('Valid', { exact: true }).waitFor();
      await status.getByText('Kavya Menon').waitFor();
      await status.getByText('47 out of 50').waitFor();
    } finally {
      await context.close();
    }
  });
});
