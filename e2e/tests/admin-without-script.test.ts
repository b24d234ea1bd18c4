import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { buyNote, operatorSession, registerStudent } from '../support/commerce.ts';
import { makePdf } from '../support/files.ts';
import { launchBrowser, newPageWithoutScript, type Site, startSite } from '../support/site.ts';

// Decision 35: an operator answers a refund request and refunds the order with the script
// switched off, on a phone: every action is a form that posts to its page, and a confirmation is
// a page drawn with its dialog open.

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

describe('/admin without the script, on a phone', () => {
  it('answers a refund request and refunds the order, asking the reason first', async () => {
    const student = await registerStudent(site, 'Kavya Menon');
    const purchase = await buyNote(browser, site, student);
    const requested = await fetch(`${site.url}/api/refund-requests`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${student.token}`,
      },
      body: JSON.stringify({
        name: student.user.name,
        email: student.user.email,
        transactionId: purchase.orderId,
        product: purchase.itemName,
      }),
    });
    assert.equal(requested.status, 201, await requested.clone().text());
    const { requestId } = (await requested.json()) as { requestId: string };

    const operator = await operatorSession(site);
    const { context, page } = await newPageWithoutScript(browser, site, {
      token: operator.token,
    });
    try {
      // The request: its status and note, saved by a plain form.
      await page.goto(`/admin/requests/refund/${requestId}`);
      await page.getByRole('heading', { level: 3, name: `Refund: ${purchase.itemName}` }).waitFor();
      await page.getByLabel('Status', { exact: true }).selectOption('refunded');
      await page.getByLabel('Operator note').fill('Refunded in full: bought by mistake.');
      await page.getByRole('button', { name: `Save request ${requestId}` }).click();
      await page.getByRole('status').getByText('Saved.').waitFor();
      assert.equal(new URL(page.url()).pathname, `/admin/requests/refund/${requestId}`);
      assert.equal(await page.getByLabel('Status', { exact: true }).inputValue(), 'refunded');
      assert.equal(
        await page.getByLabel('Operator note').inputValue(),
        'Refunded in full: bought by mistake.',
      );

      // The order: Refund opens its dialog as a page; Cancel closes it; no reason is refused.
      await page.goto(`/admin/orders/${purchase.orderId}`);
      await page.getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: /^Refund ₹149 to / });
      await dialog.waitFor();
      assert.equal(new URL(page.url()).searchParams.get('ask'), 'refund');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL((url) => url.search === '');
      assert.equal(await page.getByRole('dialog').count(), 0);

      await page.getByRole('button', { name: 'Refund' }).click();
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await dialog.getByText('Please give the reason for the refund.').waitFor();
      await dialog.getByLabel('Reason for the refund').fill('Bought by mistake');
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await page
        .getByRole('status')
        .getByText(`no longer has access to “${purchase.itemName}”`, { exact: false })
        .waitFor();
      assert.equal(await page.getByRole('dialog').count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Refund' }).count(), 0);

      // The student's purchase is refunded, as the API says, and its request with it.
      const purchases = await fetch(`${site.url}/api/user/purchases`, {
        headers: { authorization: `Bearer ${student.token}` },
      });
      const { purchases: now } = (await purchases.json()) as {
        purchases: {
          orderId: string;
          refundedAt: string | null;
          refundRequest: { status: string } | null;
        }[];
      };
      const refunded = now.find((order) => order.orderId === purchase.orderId);
      assert.ok(refunded?.refundedAt, 'the order is refunded');
      assert.equal(refunded.refundRequest?.status, 'refunded');
    } finally {
      await context.close();
    }
  });

  it('writes a note with a topic, uploads its PDF and refuses a file that is not one', async () => {
    const operator = await operatorSession(site);
    const { context, page } = await newPageWithoutScript(browser, site, {
      token: operator.token,
    });
    try {
      await page.goto('/admin/notes/new');
      await page.getByLabel('Name', { exact: true }).fill('Theory of Computation Notes');
      await page.getByLabel('Subject').fill('TOC');
      await page.getByLabel('Description').fill('Automata, grammars and decidability.');
      await page.getByLabel('Pages').fill('1');
      await page.getByLabel('Price (₹)').fill('0');
      // Add topic posts the form and comes back with a row, what was typed kept.
      await page.getByRole('button', { name: 'Add topic' }).click();
      const topic = page.getByRole('group', { name: 'Topic 1' });
      await topic.waitFor();
      assert.equal(
        await page.getByLabel('Name', { exact: true }).inputValue(),
        'Theory of Computation Notes',
      );
      await topic.getByLabel('Topic').fill('Finite automata');
      await topic.getByLabel('What it covers').fill('DFA, NFA and their equivalence');
      await page.getByRole('button', { name: 'Create note as a draft' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Created as a draft. Publish it when it is ready for students.' })
        .waitFor();
      const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      assert.match(id, /^theory-of-computation-notes/);

      // A file that is not a PDF is refused by the server's check, in its words.
      const pdfField = page.getByLabel('PDF', { exact: true });
      await pdfField.setInputFiles({
        name: 'toc.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('These are my notes, typed in a text editor.'),
      });
      await page.getByRole('button', { name: 'Upload the PDF' }).click();
      await page
        .getByRole('alert')
        .filter({
          hasText: 'This file is not a PDF: it does not start with %PDF-. Nothing was saved.',
        })
        .waitFor();
      await page.getByText('No file uploaded yet.').waitFor();

      await pdfField.setInputFiles({
        name: 'toc.pdf',
        mimeType: 'application/pdf',
        buffer: await makePdf('Theory of Computation Notes', 1),
      });
      await page.getByRole('button', { name: 'Upload the PDF' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /^Uploaded the PDF \(.+, 1 page\)\.$/ })
        .waitFor();
      await page.getByText('PDF uploaded.').waitFor();

      const saved = await fetch(`${site.url}/api/admin/catalog/notes/${id}`, {
        headers: { authorization: `Bearer ${operator.token}` },
      });
      const { item } = (await saved.json()) as {
        item: { hasFile: boolean; coveredTopics: { topic: string }[] };
      };
      assert.equal(item.hasFile, true);
      assert.deepEqual(
        item.coveredTopics.map((row) => row.topic),
        ['Finite automata'],
      );
    } finally {
      await context.close();
    }
  });
});
