import type { NotesResponse, ProjectsResponse } from '@studyhub/contract/catalog';
import { receiptUrl } from '@studyhub/contract/payments';
import { site } from '@studyhub/contract/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, type RegisteredUser, registerUser } from '../../../test/factories.ts';
import type { FakeSmtpServer } from '../../../test/fake-smtp.ts';
import { closeMailingApp, createMailingApp } from '../../../test/mailing-app.ts';
import { pdfPageTexts } from '../../../test/pdf-text.ts';
import { buy, createOrder } from '../../../test/purchases.ts';
import type { App } from '../../app.ts';

const sandbox = { PAYMENT_PROVIDER: 'sandbox' };
/** Karnataka (29), as the seller's office in contract/src/site.ts. */
const gstin = '29ABCDE1234F1Z5';

async function paidItems(app: App) {
  const notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
  const projects = (await app.inject({ url: '/api/projects' })).json<ProjectsResponse>().projects;
  return {
    notes: notes.filter((note) => !note.isFree),
    projects: projects.filter((project) => project.price > 0),
  };
}

async function receipt(app: App, student: RegisteredUser, orderId: string) {
  return app.inject({ url: receiptUrl(orderId), headers: bearer(student.token) });
}

async function receiptText(app: App, student: RegisteredUser, orderId: string) {
  const response = await receipt(app, student, orderId);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const pages = await pdfPageTexts(response.rawPayload);
  expect(pages).toHaveLength(1);
  return pages[0] ?? '';
}

const invoiceNumber = (text: string) => /INV\/\d{4}-\d{2}\/\d{6}/.exec(text)?.[0];

describe('receipts without a GSTIN', () => {
  let app: App;
  let student: RegisteredUser;
  let items: Awaited<ReturnType<typeof paidItems>>;

  beforeAll(async () => {
    app = await createTestApp({ seedDemoAs: 'development', env: sandbox });
    student = await registerUser(app, { name: 'Ananya Rao' });
    items = await paidItems(app);
  });
  afterAll(() => app.close());

  it('gives the buyer a receipt of a paid note with the seller, buyer, item, amount and payment ids', async () => {
    const note = items.notes[0] ?? expect.fail('no paid note');
    const paid = await buy(app, student, { itemType: 'note', itemId: note.id });
    const text = await receiptText(app, student, paid.orderId);
    expect(text).toContain('Receipt');
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain('GSTIN');
    expect(text).toContain(site.office.company);
    expect(text).toContain(site.office.lines[0]);
    expect(text).toContain('Ananya Rao');
    expect(text).toContain(student.email);
    expect(text).toContain(note.name);
    expect(text).toContain(`Total paid: Rs. ${note.price.toLocaleString('en-IN')}.00`);
    expect(text).toContain(`Receipt number: ${paid.orderId}`);
    expect(text).toContain(`Payment ID: ${paid.paymentId}`);
    const day = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(paid.paidAt));
    expect(text).toContain(`Date: ${day}`);
  });

  it('gives a donor a receipt that names the donation', async () => {
    const paid = await buy(app, student, { itemType: 'donation', amount: 1500 });
    const text = await receiptText(app, student, paid.orderId);
    expect(text).toContain('Donation: Donation');
    expect(text).toContain('Total paid: Rs. 1,500.00');
    expect(text).toContain('no GST is charged');
  });

  it('refuses a signed-out visitor, another student, and an order not yet paid', async () => {
    const paid = await buy(app, student, { itemType: 'donation', amount: 10 });
    expect((await app.inject({ url: receiptUrl(paid.orderId) })).statusCode).toBe(401);
    const other = await registerUser(app);
    const refused = await receipt(app, other, paid.orderId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const unpaid = await createOrder(app, student, { itemType: 'donation', amount: 20 });
    expect((await receipt(app, student, unpaid.orderId)).statusCode).toBe(404);
  });
});

describe('tax invoices with a GSTIN', () => {
  let app: App;
  let items: Awaited<ReturnType<typeof paidItems>>;

  beforeAll(async () => {
    app = await createTestApp({
      seedDemoAs: 'development',
      env: {
        ...sandbox,
        SELLER_NAME: 'Vidya Notes LLP',
        SELLER_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001, India',
        SELLER_GSTIN: gstin,
      },
    });
    items = await paidItems(app);
  });
  afterAll(() => app.close());

  it('shows the GST inside the price as taxable value, CGST and SGST under SAC 998431', async () => {
    const student = await registerUser(app, { name: 'Kabir Shah' });
    const note = items.notes[0] ?? expect.fail('no paid note');
    const paid = await buy(app, student, { itemType: 'note', itemId: note.id });
    const text = await receiptText(app, student, paid.orderId);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Vidya Notes LLP');
    expect(text).toContain('12 MG Road, Bengaluru, Karnataka 560001, India');
    expect(text).toContain(`GSTIN: ${gstin}`);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('SAC: 998431');
    expect(text).toMatch(/Invoice number: INV\/\d{4}-\d{2}\/\d{6}/);
    const paise = paid.amountPaise;
    const taxable = Math.round((paise * 100) / 118);
    const cgst = Math.round((paise - taxable) / 2);
    const rupees = (value: number) =>
      `Rs. ${(value / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(text).toContain(`Taxable value (price / 1.18): ${rupees(taxable)}`);
    expect(text).toContain(`CGST @ 9%: ${rupees(cgst)}`);
    expect(text).toContain(`SGST @ 9%: ${rupees(paise - taxable - cgst)}`);
    expect(text).toContain(`Total paid: ${rupees(paise)}`);
  });

  it('numbers a donation by its order: a gift is not a sale and carries no GST', async () => {
    const student = await registerUser(app);
    const paid = await buy(app, student, { itemType: 'donation', amount: 500 });
    const text = await receiptText(app, student, paid.orderId);
    expect(text).toContain('Receipt');
    expect(text).not.toContain('Tax Invoice');
    expect(invoiceNumber(text)).toBeUndefined();
    expect(text).toContain(`Receipt number: ${paid.orderId}`);
  });

  it('gives payments made at the same moment consecutive invoice numbers, none missing or repeated', async () => {
    const sales = [...items.notes, ...items.projects];
    expect(sales.length).toBeGreaterThanOrEqual(4);
    const buyers = await Promise.all(sales.map(() => registerUser(app)));
    const before = await issuedNumbers();
    const paid = await Promise.all(
      sales.map((item, index) =>
        buy(app, buyers[index] ?? expect.fail('no buyer'), {
          itemType: items.notes.includes(item as never) ? 'note' : 'project',
          itemId: item.id,
        }),
      ),
    );
    const numbers = await Promise.all(
      paid.map(async (order, index) =>
        invoiceNumber(
          await receiptText(app, buyers[index] ?? expect.fail('no buyer'), order.orderId),
        ),
      ),
    );
    const sequences = numbers.map((number) => Number(number?.split('/')[2])).sort((a, b) => a - b);
    const first = before + 1;
    expect(sequences).toEqual(sales.map((_item, index) => first + index));
    // Fetching a receipt again shows the number it was given, not a new one.
    const again = invoiceNumber(
      await receiptText(app, buyers[0] ?? expect.fail('no buyer'), paid[0]?.orderId ?? ''),
    );
    expect(again).toBe(numbers[0]);
  });

  /** How many invoices this app has issued so far, read from a new purchase's number. */
  async function issuedNumbers(): Promise<number> {
    const student = await registerUser(app);
    const note = items.notes.at(-1) ?? expect.fail('no paid note');
    const paid = await buy(app, student, { itemType: 'note', itemId: note.id });
    const number = invoiceNumber(await receiptText(app, student, paid.orderId));
    return Number(number?.split('/')[2]);
  }
});

describe('the financial year of an invoice number', () => {
  it('starts a new series on 1 April in India, while it is still 31 March in UTC', async () => {
    // 20:00 UTC on 31 March 2027 is 01:30 on 1 April in India.
    const app = await createTestApp({
      seedDemoAs: 'development',
      env: { ...sandbox, SELLER_GSTIN: gstin },
      now: () => new Date('2027-03-31T20:00:00Z'),
    });
    try {
      const student = await registerUser(app);
      const note = (await paidItems(app)).notes[0] ?? expect.fail('no paid note');
      const paid = await buy(app, student, { itemType: 'note', itemId: note.id });
      expect(invoiceNumber(await receiptText(app, student, paid.orderId))).toBe(
        'INV/2027-28/000001',
      );
    } finally {
      await app.close();
    }
  });
});

describe('receipts by email', () => {
  let smtp: FakeSmtpServer;
  let app: App;

  beforeAll(async () => {
    ({ app, smtp } = await createMailingApp({
      seedDemoAs: 'development',
      env: { ...sandbox, SUPPORT_EMAIL: 'help@studyhub.example' },
    }));
  });
  afterAll(() => closeMailingApp({ app, smtp }));

  it('sends the buyer their receipt as a PDF once the payment is confirmed', async () => {
    const student = await registerUser(app, { name: 'Meera Iyer', mailbox: smtp });
    const paid = await buy(app, student, { itemType: 'donation', amount: 250 });
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    const [message] = smtp.received;
    expect(message?.to.join()).toContain(student.email);
    expect(message?.data).toContain('Subject: Your StudyHub receipt for Donation');
    expect(message?.data).toContain(`receipt-${paid.orderId}.pdf`);
    const attachment = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
      message?.data ?? '',
    )?.[1];
    const pages = await pdfPageTexts(Buffer.from(attachment ?? '', 'base64'));
    expect(pages[0]).toContain(`Payment ID: ${paid.paymentId}`);
    expect(pages[0]).toContain('Meera Iyer');
    // The sandbox's webhook confirms the same payment again a moment later: no second email.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(smtp.received).toHaveLength(1);
  });
});
