import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
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

/** A JSON POST to the site's API that must succeed. */
async function post(path: string, token: string | null, body?: unknown) {
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
}

async function demoStudentToken(): Promise<string> {
  const { token } = (await post('/api/auth/login', null, {
    email: 'student@example.com',
    password: 'student-demo-2026',
    rememberMe: false,
  })) as { token: string };
  return token;
}

/** The demo student passes a quiz through the API and takes its certificate. */
async function demoStudentCertificate(subject: 'java' | 'python' = 'java'): Promise<string> {
  const token = await demoStudentToken();
  const { attempt } = (await post(`/api/quizzes/${subject}/attempts`, token)) as {
    attempt: { id: string; questions: ServedQuestion[] };
  };
  const key = await answerKey(subject);
  const answers = Object.fromEntries(
    attempt.questions.map((question) => [
      question.id,
      question.options.indexOf(key.get(textOf(question)) ?? ''),
    ]),
  );
  spendTime(site, 10);
  await post(`/api/quizzes/attempts/${attempt.id}/submit`, token, { answers });
  const { certificate } = (await post('/api/certificates', token, {
    attemptId: attempt.id,
    name: 'Demo Student',
  })) as { certificate: { id: string } };
  return certificate.id;
}

/** The demo student buys a note through the API, paying with the sandbox's test card. */
async function demoStudentBuysNote(noteId: string) {
  const token = await demoStudentToken();
  const { orderId } = (await post('/api/payment/create-order', token, {
    itemType: 'note',
    itemId: noteId,
  })) as { orderId: string };
  const { success: _paid, ...confirmation } = await post('/api/payment/sandbox/pay', token, {
    orderId,
    cardNumber: '4111 1111 1111 1111',
  });
  await post('/api/payment/verify', token, confirmation);
}

/**
 * Where the focus is after a key, and whether a sighted keyboard user can see it: a control must
 * show its ring (the site's :focus-visible outline, 2 px or more) and be on the screen, not under
 * the fixed navigation bar. Headings and messages focused by script (tabindex -1) are
 * not controls and show no ring.
 */
async function focusState(page: Page) {
  return page.evaluate(async () => {
    const measure = () => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) {
        return { control: false, what: 'the page', ring: false, onScreen: false, where: '' };
      }
      const what = `${element.tagName.toLowerCase()} “${(
        element.getAttribute('aria-label') ??
        element.textContent ??
        ''
      )
        .trim()
        .slice(0, 60)}”`;
      const style = getComputedStyle(element);
      const ring = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
      // Inside a date field the calendar button takes a stop of its own; Chromium rings it itself.
      const calendarButton =
        element instanceof HTMLInputElement &&
        element.type === 'date' &&
        !element.matches(':focus-visible');
      // Seen when the middle of its part inside the window is not covered (by the fixed bar); a
      // tall field may stay partly below the window, as browsers scroll only as far as needed.
      // (Of a link that wraps, its first line.)
      const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      const hit =
        bottom - top >= 8
          ? document.elementFromPoint(box.left + box.width / 2, (top + bottom) / 2)
          : null;
      return {
        control: element.getAttribute('tabindex') !== '-1',
        what,
        ring: ring || calendarButton,
        onScreen: hit !== null && element.contains(hit),
        where: `top ${Math.round(box.top)}, covered by ${hit?.tagName.toLowerCase() ?? 'nothing'}`,
      };
    };
    const now = measure();
    if (!now.control || (now.ring && now.onScreen)) return now;
    // The browser scrolls a newly focused element into view when it next draws the page.
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    return measure();
  });
}

/** Presses a key and checks that wherever the focus lands can be seen. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  const focus = await focusState(page);
  if (focus.control) {
    assert.ok(focus.ring, `After ${key}, ${focus.what} has focus but shows no ring`);
    assert.ok(
      focus.onScreen,
      `After ${key}, ${focus.what} has focus out of sight (${focus.where})`,
    );
  }
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await target.waitFor();
  for (let step = 0; step < 60; step += 1) {
    await press(page, key);
    // Found anew each time: the screen may draw the target again while the keys go by.
    if (await isFocused(target)) return;
  }
  throw new Error(`60 presses of ${key} did not reach ${target}`);
}

/** Waits until `target` has the focus (after a navigation, or a dialog giving it back). */
async function expectFocus(page: Page, target: Locator) {
  await target.waitFor();
  await page.waitForFunction(
    (element) => element === document.activeElement,
    await target.elementHandle(),
  );
}

/** Goes to another admin screen through the admin navigation, from the current screen. */
async function openAdminScreen(page: Page, link: string, heading: string) {
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link, exact: true }),
    'Shift+Tab',
  );
  await press(page, 'Enter');
  // The screen's own heading takes the focus, not the frame's, so the next Tab is on the screen.
  await expectFocus(page, page.getByRole('heading', { level: 2, name: heading, exact: true }));
}

describe('admin', () => {
  it('lets the demo admin write and publish a blog post with a section, which visitors then see', async () => {
    const title = `Exam week plan ${Date.now()}`;
    const admin = await newPage(browser, site);
    try {
      const page = admin.page;
      await signIn(page, 'admin@example.com', 'admin-demo-2026');
      await page.getByLabel(/^Account menu for/).click();
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
      await page.getByRole('link', { name: 'Get Note (₹149)' }).click();
      const checkout = page.getByRole('dialog');
      await checkout.getByLabel('Card number').fill('4111 1111 1111 1111');
      await checkout.getByLabel('Expiry date').fill('12/39');
      await checkout.getByLabel('CVV').fill('123');
      await checkout.getByLabel('Name on card').fill('Demo Student');
      await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
      // The confirmation panel and the note's own section each offer Download once it is paid.
      await page
        .getByRole('region', { name: 'Payment successful' })
        .getByRole('link', { name: 'Download', exact: true })
        .waitFor();

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

      // The student's session, from the browser's cookie jar (decision 44), used as a bearer token.
      const token = (await student.context.cookies(site.url)).find(
        (cookie) => cookie.name === 'studyhub_session',
      )?.value;
      assert.ok(token, 'the student holds a session cookie');
      const download = await fetch(`${site.url}/api/notes/${note}/download`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(download.status, 403);
      await page.reload();
      await page.getByRole('link', { name: 'Get Note (₹149)' }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Download', exact: true }).count(), 0);
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
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.getByRole('heading', { name: 'Create Account' }).waitFor();
      await page.getByLabel('Full Name').fill(buyer.name);
      await page.getByLabel('Email').fill(buyer.email);
      await page.getByLabel('Password').fill('nikhil-password-1');
      await page.getByRole('button', { name: 'Register' }).click();
      await page.waitForURL('**/dashboard');
      await page.goto('/notes');
      await page.getByLabel('Search notes').fill(name);
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
      await page.getByRole('link', { name: 'Get Note (₹89)' }).click();
      const checkout = page.getByRole('dialog');
      await checkout.getByLabel('Card number').fill('4111 1111 1111 1111');
      await checkout.getByLabel('Expiry date').fill('12/39');
      await checkout.getByLabel('CVV').fill('123');
      await checkout.getByLabel('Name on card').fill(buyer.name);
      await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
      const downloadLink = page
        .getByRole('region', { name: 'Payment successful' })
        .getByRole('link', { name: 'Download', exact: true });
      const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
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

      // The file the student's page still links to is refused by the server now (the download
      // is a plain link: the entitlement is checked on every request, decision 35).
      const href = await page
        .getByRole('link', { name: 'Download', exact: true })
        .first()
        .getAttribute('href');
      assert.ok(href);
      const refused = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, body: await response.text() };
      }, href);
      assert.equal(refused.status, 403);
      assert.match(refused.body, /Please buy this note to download it\./);
      await page.reload();
      await page.getByRole('link', { name: 'Get Note (₹89)' }).waitFor();
    } finally {
      await student.context.close();
      await admin.context.close();
    }
  });

  it('lets an operator use the admin screens with the keyboard alone on a 360 px phone, the focus always visible', async () => {
    const certificate = await demoStudentCertificate('python');
    await demoStudentBuysNote('computer-networks-handwritten-notes');
    const { requestId } = (await post('/api/contact/submit', await demoStudentToken(), {
      name: 'Asha Verma',
      email: 'student@example.com',
      subject: 'My certificate',
      message: 'Could you check my Python certificate?',
    })) as { requestId: string };
    const name = `Cryptography Notes ${Date.now()}`;
    const { context, page } = await newPage(browser, site, { width: 360, height: 740 });
    try {
      await signIn(page, 'admin@example.com', 'admin-demo-2026');
      const account = page.getByLabel('Account menu for Site Admin');
      await tabTo(page, account);
      await press(page, 'Enter');
      await tabTo(page, page.getByRole('link', { name: 'Admin', exact: true }));
      await press(page, 'Enter');
      await page.waitForURL('**/admin/overview');
      await expectFocus(page, page.getByRole('heading', { level: 2, name: 'Overview' }));

      // Overview: the figures behind the charts open, and their table scrolls sideways.
      await tabTo(page, page.locator('summary', { hasText: 'Show the figures day by day' }));
      await press(page, 'Enter');
      const figures = page.getByRole('region', { name: 'Figures per day' });
      await tabTo(page, figures);
      await press(page, 'ArrowRight');
      await page.waitForFunction(
        (table) => (table?.scrollLeft ?? 0) > 0,
        await figures.elementHandle(),
      );

      // A new note: the empty form sends the focus to the first field to fix; then it is created.
      await openAdminScreen(page, 'Notes', 'Notes');
      await tabTo(page, page.getByRole('link', { name: 'New note' }));
      await press(page, 'Enter');
      await expectFocus(page, page.getByRole('heading', { level: 2, name: 'New note' }));
      const create = page.getByRole('button', { name: 'Create note as a draft' });
      await tabTo(page, create);
      await press(page, 'Enter');
      await expectFocus(page, page.getByLabel('Name', { exact: true }));
      await page.keyboard.type(name);
      for (const [label, value] of [
        ['Subject', 'Cryptography'],
        ['Description', 'Ciphers, keys and signatures.'],
        ['Pages', '8'],
        ['Price (₹)', '59'],
      ] as const) {
        await tabTo(page, page.getByLabel(label, { exact: true }));
        await press(page, 'Control+A');
        await page.keyboard.type(value);
      }
      await tabTo(page, create);
      await press(page, 'Enter');
      await page.getByRole('status').filter({ hasText: 'Created as a draft.' }).waitFor();
      await page.getByRole('heading', { level: 2, name }).waitFor();

      // Orders: filter, open one, and open and cancel its refund dialog.
      await openAdminScreen(page, 'Orders', 'Orders');
      const status = page.getByLabel('Status');
      await tabTo(page, status);
      await press(page, 'ArrowDown');
      assert.equal(await status.inputValue(), 'paid');
      await tabTo(page, page.getByLabel('Buyer’s email'));
      await page.keyboard.type('student@example.com');
      await tabTo(page, page.getByRole('button', { name: 'Show orders' }));
      await press(page, 'Enter');
      await page.waitForURL(/status=paid&email=student%40example\.com/);
      // The filtered list replaces the previous one when it arrives: tab through the new one.
      await page.waitForLoadState('networkidle');
      await tabTo(
        page,
        page.getByRole('link', { name: 'Computer Networks Handwritten Notes (Full Syllabus)' }),
      );
      await press(page, 'Enter');
      await expectFocus(page, page.getByRole('heading', { level: 2, name: /^Order order_/ }));
      const refund = page.getByRole('button', { name: 'Refund' });
      await tabTo(page, refund);
      await press(page, 'Enter');
      const refundDialog = page.getByRole('dialog', {
        name: 'Refund ₹179 to student@example.com?',
      });
      const reason = refundDialog.getByLabel('Reason for the refund');
      await expectFocus(page, reason);
      // Tab goes round inside the dialog, both ways.
      for (const [key, next] of [
        ['Tab', refundDialog.getByRole('button', { name: 'Cancel' })],
        ['Tab', refundDialog.getByRole('button', { name: 'Refund' })],
        ['Tab', reason],
        ['Shift+Tab', refundDialog.getByRole('button', { name: 'Refund' })],
      ] as const) {
        await press(page, key);
        assert.ok(await isFocused(next), `${key} in the refund dialog should reach ${next}`);
      }
      await press(page, 'Escape');
      await refundDialog.waitFor({ state: 'detached' });
      await expectFocus(page, refund);

      // Certificates: find one by its id and revoke it.
      await openAdminScreen(page, 'Certificates', 'Certificates');
      await tabTo(page, page.getByLabel('Certificate id, name on it, or holder’s email'));
      await page.keyboard.type(certificate);
      await press(page, 'Enter');
      const revoke = page.getByRole('button', { name: 'Revoke the certificate of Demo Student' });
      await tabTo(page, revoke);
      await press(page, 'Enter');
      const revokeDialog = page.getByRole('dialog', {
        name: 'Revoke the certificate of Demo Student?',
      });
      await expectFocus(page, revokeDialog.getByLabel('Reason for revoking'));
      await page.keyboard.type('Checked with the keyboard alone');
      await tabTo(page, revokeDialog.getByRole('button', { name: 'Revoke certificate' }));
      await press(page, 'Enter');
      await expectFocus(
        page,
        page.getByRole('status').filter({ hasText: 'Revoked the certificate' }),
      );

      // Requests: switch lists, then answer the contact request.
      await openAdminScreen(page, 'Requests', 'Requests');
      const refundRequests = page.getByRole('button', { name: 'Refund requests' });
      await tabTo(page, refundRequests);
      await press(page, 'Space');
      await page.waitForURL(/list=refund/);
      // The router renders the new list just after the address changes.
      await refundRequests.and(page.locator('[aria-pressed="true"]')).waitFor();
      await tabTo(page, page.getByRole('button', { name: 'Contact requests' }), 'Shift+Tab');
      await press(page, 'Enter');
      const request = page.getByRole('listitem').filter({ hasText: requestId });
      const requestStatus = request.getByLabel('Status');
      await tabTo(page, requestStatus);
      await press(page, 'ArrowDown');
      assert.equal(await requestStatus.inputValue(), 'answered');
      await tabTo(page, request.getByLabel('Operator note'));
      await page.keyboard.type('Replied by email.');
      await tabTo(page, request.getByRole('button', { name: `Save request ${requestId}` }));
      await press(page, 'Enter');
      await request.getByText('Saved.').waitFor();

      // Users: search, open a user, open and cancel "End all sessions".
      await openAdminScreen(page, 'Users', 'Users');
      await tabTo(page, page.getByLabel('Name or email'));
      await page.keyboard.type('student@example.com');
      await press(page, 'Enter');
      await tabTo(page, page.getByRole('link', { name: 'Asha Verma' }));
      await press(page, 'Enter');
      await expectFocus(page, page.getByRole('heading', { level: 2, name: 'Asha Verma' }));
      const endSessions = page.getByRole('button', { name: 'End all sessions' });
      await tabTo(page, endSessions);
      await press(page, 'Enter');
      const confirm = page.getByRole('alertdialog', { name: 'End all sessions of Asha Verma?' });
      await expectFocus(page, confirm.getByRole('button', { name: 'Cancel' }));
      await press(page, 'Escape');
      await confirm.waitFor({ state: 'detached' });
      await expectFocus(page, endSessions);

      // Audit log: narrowed to certificates, it shows the revocation.
      await openAdminScreen(page, 'Audit log', 'Audit log');
      const subjectType = page.getByLabel('Subject type');
      await tabTo(page, subjectType);
      for (let step = 0; step < 20 && (await subjectType.inputValue()) !== 'certificate'; step++) {
        await press(page, 'ArrowDown');
      }
      assert.equal(await subjectType.inputValue(), 'certificate');
      await page.getByRole('heading', { level: 3, name: new RegExp(certificate) }).waitFor();

      // Quiz questions: another quiz, the explanation, and a question's edit dialog with its
      // radio group, left with Escape.
      await openAdminScreen(page, 'Quiz questions', 'Quiz questions');
      const python = page
        .getByRole('navigation', { name: 'Quizzes' })
        .getByRole('link', { name: 'Python' });
      await tabTo(page, python);
      await press(page, 'Enter');
      await page.waitForURL(/subject=python/);
      const explanation = page.locator('details', {
        has: page.locator('summary', { hasText: 'What facility and discrimination mean' }),
      });
      await tabTo(page, explanation.locator('summary'));
      await press(page, 'Space');
      assert.equal(await explanation.getAttribute('open'), '');
      const edit = page.getByRole('button', { name: 'Edit python-001' });
      await tabTo(page, edit);
      await press(page, 'Enter');
      const editDialog = page.getByRole('dialog', { name: 'Edit python-001' });
      await expectFocus(page, editDialog.getByLabel('Question', { exact: true }));
      const right = editDialog.getByRole('radio', { checked: true });
      const chosen = await right.getAttribute('aria-label');
      await tabTo(page, right);
      await press(page, 'ArrowDown');
      assert.notEqual(
        await editDialog.getByRole('radio', { checked: true }).getAttribute('aria-label'),
        chosen,
      );
      await press(page, 'Escape');
      await editDialog.waitFor({ state: 'detached' });
      await expectFocus(page, edit);
    } finally {
      await context.close();
    }
  });

  it('draws the overview, a user’s page and the quiz questions without sideways scrolling at 360 and 1280 px', async () => {
    await demoStudentBuysNote('engineering-mathematics-1-notes');
    const { context, page } = await newPage(browser, site);
    try {
      await signIn(page, 'admin@example.com', 'admin-demo-2026');
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const fits = async (screen: string) => {
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({
            scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
            innerWidth: window.innerWidth,
          }));
          assert.ok(
            scrollWidth <= innerWidth,
            `${screen} at ${width} px is ${scrollWidth} px wide: the page scrolls sideways`,
          );
        };
        await page.goto('/admin/overview');
        await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
        await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
        await page.getByRole('heading', { level: 3, name: 'Per day' }).waitFor();
        await page.getByRole('img', { name: /^Paid orders per day, / }).waitFor();
        await page.getByRole('heading', { level: 3, name: 'Quizzes' }).waitFor();
        await page.locator('summary', { hasText: 'Show the figures day by day' }).click();
        await page.getByRole('table', { name: 'Figures per day, oldest first' }).waitFor();
        await fits('The overview');

        await page.goto('/admin/users?q=student%40example.com');
        await page.getByRole('link', { name: 'Asha Verma' }).click();
        await page.getByRole('heading', { level: 2, name: 'Asha Verma' }).waitFor();
        await page.getByRole('heading', { level: 3, name: /^Orders \(\d+\)$/ }).waitFor();
        await page
          .getByText('Engineering Mathematics I: Matrices and Calculus Notes')
          .first()
          .waitFor();
        await fits('A user’s page');

        await page.goto('/admin/quiz-questions?subject=java');
        await page.getByRole('heading', { level: 2, name: 'Quiz questions' }).waitFor();
        await page.getByRole('heading', { level: 3, name: 'java-001' }).waitFor();
        await fits('The quiz questions');
      }
    } finally {
      await context.close();
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
