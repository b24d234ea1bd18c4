import { createHmac, randomBytes } from 'node:crypto';
import type { NotesResponse, ProjectsResponse } from '@studyhub/contract/catalog';
import {
  type CreateOrderResponse,
  type DownloadsResponse,
  type PurchasesResponse,
  receiptUrl,
  sandboxCards,
} from '@studyhub/contract/payments';
// The official Razorpay SDK's own helpers check our signature code.
import razorpayUtils from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  adminToken,
  bearer,
  patchCatalogItem,
  type RegisteredUser,
  registerUser,
} from '../../../test/factories.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../../test/fake-razorpay.ts';
import { type PaymentConfirmation, payWithTestCard } from '../../../test/purchases.ts';
import type { App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { paymentSignature, webhookSignature } from './providers/signatures.ts';

const keyId = 'rzp_test_fake';
const keySecret = 'fake_key_secret_for_tests';
const webhookSecret = 'fake_webhook_secret_for_tests';

interface AdminOrdersBody {
  orders: {
    orderId: string;
    status: string;
    refundDue: boolean;
    duplicateOf: string | null;
    paymentId: string | null;
  }[];
}

interface Harness {
  app: App;
  /** Pays an order the way the provider's checkout would, and returns its confirmation. */
  pay(student: RegisteredUser, orderId: string): Promise<PaymentConfirmation>;
}

let fake: FakeRazorpay;

/** The apps' clock runs this far ahead of the real one; tests move it to let orders grow old. */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);
const hours = (n: number) => n * 60 * 60 * 1000;

/** A payment id Razorpay might give: made up here, never captured at the fake. */
const newPaymentId = () => `pay_${randomBytes(7).toString('hex')}`;

const harnesses: Record<'sandbox' | 'razorpay', () => Promise<Harness>> = {
  async sandbox() {
    const app = await createTestApp({
      seedDemoAs: 'development',
      env: { PAYMENT_PROVIDER: 'sandbox' },
      now,
    });
    return { app, pay: (student, orderId) => payWithTestCard(app, student, orderId) };
  },
  async razorpay() {
    const app = await createTestApp({ seedDemoAs: 'development', now, env: fake.env });
    return { app, pay: async (_student, orderId) => fake.confirmation(orderId, newPaymentId()) };
  },
};

/** Orders the demo catalog's first paid note for this student, as its page does. */
async function orderPaidNote(app: App, student: RegisteredUser) {
  const notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
  const note = notes.find((item) => !item.isFree) ?? expect.fail('no paid note');
  const response = await app.inject({
    method: 'POST',
    url: '/api/payment/create-order',
    headers: bearer(student.token),
    payload: { itemType: 'note', itemId: note.id },
  });
  return { note, order: response.json<CreateOrderResponse>() };
}

beforeAll(async () => {
  fake = await startFakeRazorpay(keyId, keySecret, webhookSecret);
});
afterAll(async () => {
  await fake.close();
});

describe.each(['sandbox', 'razorpay'] as const)('payments with the %s provider', (providerName) => {
  let harness: Harness;
  let app: App;
  let paidNote: NotesResponse['notes'][number];
  let freeNote: NotesResponse['notes'][number];
  let project: ProjectsResponse['projects'][number];

  beforeAll(async () => {
    harness = await harnesses[providerName]();
    app = harness.app;
    const notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
    paidNote = notes.find((note) => !note.isFree) ?? expect.fail('no paid note');
    freeNote = notes.find((note) => note.isFree) ?? expect.fail('no free note');
    project =
      (await app.inject({ url: '/api/projects' })).json<ProjectsResponse>().projects[0] ??
      expect.fail('no project');
  });
  afterAll(async () => {
    await app.close();
  });

  const createOrder = (student: RegisteredUser, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: bearer(student.token),
      payload,
    });
  const verify = (student: RegisteredUser, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      headers: bearer(student.token),
      payload,
    });
  const purchases = async (student: RegisteredUser) =>
    (
      await app.inject({ url: '/api/user/purchases', headers: bearer(student.token) })
    ).json<PurchasesResponse>().purchases;
  const noteAccess = async (student: RegisteredUser, id: string) =>
    (await app.inject({ url: `/api/notes/access/${id}`, headers: bearer(student.token) })).json()
      .hasAccess;

  async function orderFor(student: RegisteredUser, itemType: 'note' | 'project', itemId: string) {
    const response = await createOrder(student, {
      itemType,
      itemId,
      itemName: 'whatever',
      amount: 1,
    });
    expect(response.statusCode).toBe(200);
    return response.json<CreateOrderResponse>();
  }

  it('refuses a signed-out visitor', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      payload: { itemType: 'note', itemId: paidNote.id },
    });
    expect(response.statusCode).toBe(401);
  });

  it("prices a note from the catalog and ignores the client's amount", async () => {
    const student = await registerUser(app);
    const order = await orderFor(student, 'note', paidNote.id);
    expect(order).toMatchObject({
      success: true,
      amount: paidNote.price * 100,
      currency: 'INR',
      provider: providerName,
      itemName: paidNote.name,
    });
    expect(order.orderId).toMatch(/^order_[A-Za-z0-9]+$/);
    expect(order.keyId).toBe(providerName === 'razorpay' ? keyId : 'rzp_test_sandbox');
  });

  it.each([
    [{ itemType: 'note', itemId: 'no-such-note' }, 404, 'Note not found'],
    [{ itemType: 'project', itemId: 'no-such-project' }, 404, 'Project not found'],
    [{ itemType: 'book', itemId: 'x' }, 400, 'The item type must be note, project or donation.'],
    [
      { itemType: 'donation', itemId: 'donation', amount: 0 },
      400,
      'Please enter a donation of whole rupees from ₹1 to ₹5,00,000.',
    ],
    [
      { itemType: 'donation', itemId: 'donation', amount: 10.5 },
      400,
      'Please enter a donation of whole rupees from ₹1 to ₹5,00,000.',
    ],
    [
      { itemType: 'donation', itemId: 'donation', amount: 500_001 },
      400,
      'Please enter a donation of whole rupees from ₹1 to ₹5,00,000.',
    ],
    [
      { itemType: 'donation', itemId: 'donation', amount: '100' },
      400,
      'Please enter a donation of whole rupees from ₹1 to ₹5,00,000.',
    ],
  ])('refuses %j with a clear message', async (payload, status, message) => {
    const response = await createOrder(await registerUser(app), payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('refuses to sell a free note', async () => {
    const response = await createOrder(await registerUser(app), {
      itemType: 'note',
      itemId: freeNote.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This note is free: you can download it without paying.');
  });

  it('sells a note: pay, verify, download the real PDF, and see it in My Purchases and My Downloads', async () => {
    const student = await registerUser(app);
    expect(await noteAccess(student, paidNote.id)).toBe(false);
    const order = await orderFor(student, 'note', paidNote.id);
    const confirmation = await harness.pay(student, order.orderId);
    const verified = await verify(student, {
      ...confirmation,
      itemDetails: { id: paidNote.id, type: 'note' },
      amount: 1,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      message: 'Payment successful! You can now download the note.',
      itemType: 'note',
      itemId: paidNote.id,
      refundDue: false,
      // What the confirmation in the page shows.
      orderId: order.orderId,
      itemName: paidNote.name,
      amountPaise: paidNote.price * 100,
      paymentId: confirmation.razorpay_payment_id,
      paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await noteAccess(student, paidNote.id)).toBe(true);

    const download = await app.inject({
      url: `/api/notes/${paidNote.id}/download`,
      headers: bearer(student.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const receipt = await app.inject({
      url: receiptUrl(order.orderId),
      headers: bearer(student.token),
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${order.orderId}.pdf"`,
    );

    expect(await purchases(student)).toEqual([
      expect.objectContaining({
        orderId: order.orderId,
        itemType: 'note',
        itemId: paidNote.id,
        itemName: paidNote.name,
        amountPaise: paidNote.price * 100,
        paymentId: confirmation.razorpay_payment_id,
      }),
    ]);
    const downloads = (
      await app.inject({ url: '/api/user/downloads', headers: bearer(student.token) })
    ).json<DownloadsResponse>();
    expect(downloads.downloads).toEqual([
      expect.objectContaining({
        itemType: 'note',
        itemId: paidNote.id,
        amountPaise: paidNote.price * 100,
      }),
    ]);
    const again = await createOrder(student, { itemType: 'note', itemId: paidNote.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_OWNED' });
  });

  it('sells a project: its source downloads as a real zip only after purchase', async () => {
    const student = await registerUser(app);
    const before = await app.inject({
      url: `/api/projects/${project.id}/download`,
      headers: bearer(student.token),
    });
    expect(before.statusCode).toBe(403);
    const order = await orderFor(student, 'project', project.id);
    expect(order.amount).toBe(project.price * 100);
    const verified = await verify(student, {
      ...(await harness.pay(student, order.orderId)),
      noteDetails: { id: project.id },
    });
    expect(verified.json().message).toBe(
      'Payment successful! You can now download the source code.',
    );
    const check = await app.inject({
      url: `/api/payment/check-project/${project.id}`,
      headers: bearer(student.token),
    });
    expect(check.json()).toEqual({ success: true, hasPurchased: true });
    const download = await app.inject({
      url: `/api/projects/${project.id}/download`,
      headers: bearer(student.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('takes donations of the amount given', async () => {
    const student = await registerUser(app);
    const order = await createOrder(student, {
      itemType: 'donation',
      itemId: 'donation',
      amount: 500,
    });
    expect(order.json()).toMatchObject({
      amount: 50_000,
      description: 'Donation to support our platform',
    });
    const verified = await verify(
      student,
      await harness.pay(student, order.json<CreateOrderResponse>().orderId),
    );
    expect(verified.statusCode).toBe(200);
    expect(await purchases(student)).toEqual([
      expect.objectContaining({ itemType: 'donation', amountPaise: 50_000 }),
    ]);
  });

  it('grants once, whether verified twice or fifty times at once', async () => {
    const student = await registerUser(app);
    const order = await orderFor(student, 'note', paidNote.id);
    const confirmation = await harness.pay(student, order.orderId);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => verify(student, confirmation)),
    );
    expect(results.every((result) => result.statusCode === 200)).toBe(true);
    expect((await verify(student, confirmation)).statusCode).toBe(200);
    expect(await purchases(student)).toHaveLength(1);
  });

  it('refuses a forged signature and grants nothing', async () => {
    const student = await registerUser(app);
    const order = await orderFor(student, 'note', paidNote.id);
    const confirmation = await harness.pay(student, order.orderId);
    for (const signature of [
      '0'.repeat(64),
      confirmation.razorpay_signature.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
      'x',
    ]) {
      const response = await verify(student, { ...confirmation, razorpay_signature: signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Payment verification failed. Please contact support.',
      });
    }
    const otherPayment = await verify(student, {
      ...confirmation,
      razorpay_payment_id: 'pay_someoneelse',
    });
    expect(otherPayment.statusCode).toBe(400);
    expect(await noteAccess(student, paidNote.id)).toBe(false);
    expect(await purchases(student)).toEqual([]);
  });

  it('refuses a replayed signature from another order', async () => {
    const student = await registerUser(app);
    const first = await orderFor(student, 'project', project.id);
    const paid = await harness.pay(student, first.orderId);
    const notes = (await app.inject({ url: '/api/notes' }))
      .json<NotesResponse>()
      .notes.filter((n) => !n.isFree);
    const second = await orderFor(student, 'note', notes[1]?.id ?? '');
    const replay = await verify(student, { ...paid, razorpay_order_id: second.orderId });
    expect(replay.statusCode).toBe(400);
    expect(await noteAccess(student, notes[1]?.id ?? '')).toBe(false);
  });

  it("refuses another student's order and an order named for another item", async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const order = await orderFor(owner, 'note', paidNote.id);
    const confirmation = await harness.pay(owner, order.orderId);
    const stolen = await verify(other, confirmation);
    expect(stolen.statusCode).toBe(403);
    expect(await noteAccess(other, paidNote.id)).toBe(false);
    const mismatch = await verify(owner, { ...confirmation, itemDetails: { id: freeNote.id } });
    expect(mismatch.statusCode).toBe(400);
    expect(await noteAccess(owner, paidNote.id)).toBe(false);
  });

  it('refuses a paid download without a purchase and after signing out', async () => {
    const student = await registerUser(app);
    const order = await orderFor(student, 'note', paidNote.id);
    await verify(student, await harness.pay(student, order.orderId));
    const stranger = await registerUser(app);
    const refused = await app.inject({
      url: `/api/notes/${paidNote.id}/download`,
      headers: bearer(stranger.token),
    });
    expect(refused.statusCode).toBe(403);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(student.token) });
    const signedOut = await app.inject({
      url: `/api/notes/${paidNote.id}/download`,
      headers: bearer(student.token),
    });
    expect(signedOut.statusCode).toBe(401);
    const traversal = await app.inject({
      url: '/api/notes/..%2F..%2Fnotes%2Fx/download',
      headers: bearer(stranger.token),
    });
    expect(traversal.statusCode).toBe(404);
  });

  it('gives back the open order when the same student orders the same item again', async () => {
    const student = await registerUser(app);
    const first = await orderFor(student, 'note', paidNote.id);
    const again = await orderFor(student, 'note', paidNote.id);
    expect(again).toEqual(first);
    const [third, fourth] = await Promise.all([
      orderFor(student, 'note', paidNote.id),
      orderFor(student, 'note', paidNote.id),
    ]);
    expect(third?.orderId).toBe(first.orderId);
    expect(fourth?.orderId).toBe(first.orderId);

    // Someone else, or another item, gets an order of their own.
    const other = await orderFor(await registerUser(app), 'note', paidNote.id);
    expect(other.orderId).not.toBe(first.orderId);
    const projectOrder = await orderFor(student, 'project', project.id);
    expect(projectOrder.orderId).not.toBe(first.orderId);

    await verify(student, await harness.pay(student, first.orderId));
    expect(await purchases(student)).toEqual([
      expect.objectContaining({ orderId: first.orderId, refundDue: false }),
    ]);
  });

  it('gives back two concurrent orders for the same item as one', async () => {
    const student = await registerUser(app);
    const orders = await Promise.all(
      Array.from({ length: 5 }, () => orderFor(student, 'project', project.id)),
    );
    expect(new Set(orders.map((order) => order.orderId)).size).toBe(1);
  });

  it('starts a new order once the open one is a day old, and never reuses donations', async () => {
    // Remember Me keeps the session alive when the clock moves a day on.
    const student = await registerUser(app, { rememberMe: true });
    const first = await orderFor(student, 'note', paidNote.id);
    try {
      clockOffsetMs = hours(25);
      const later = await orderFor(student, 'note', paidNote.id);
      expect(later.orderId).not.toBe(first.orderId);
    } finally {
      clockOffsetMs = 0;
    }
    const donate = () =>
      createOrder(student, { itemType: 'donation', itemId: 'donation', amount: 100 }).then(
        (response) => response.json<CreateOrderResponse>().orderId,
      );
    expect(await donate()).not.toBe(await donate());
  });

  it('records a second payment for a note already bought, grants it once and marks it for refund', async () => {
    // Remember Me keeps the session alive when the clock moves a day on.
    const student = await registerUser(app, { rememberMe: true });
    // Two orders for one note: the first was left open in another tab a day ago.
    const first = await orderFor(student, 'note', paidNote.id);
    let second: CreateOrderResponse;
    try {
      clockOffsetMs = hours(25);
      second = await orderFor(student, 'note', paidNote.id);
    } finally {
      clockOffsetMs = 0;
    }
    expect(second.orderId).not.toBe(first.orderId);
    const firstPayment = await harness.pay(student, first.orderId);
    expect((await verify(student, firstPayment)).json()).toMatchObject({ refundDue: false });
    const secondPayment = await harness.pay(student, second.orderId);
    const twice = await verify(student, secondPayment);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({
      success: true,
      message: 'You had already bought this, so this payment will be refunded.',
      itemType: 'note',
      itemId: paidNote.id,
      refundDue: true,
      orderId: second.orderId,
      itemName: paidNote.name,
      amountPaise: paidNote.price * 100,
      paymentId: secondPayment.razorpay_payment_id,
      paidAt: expect.any(String),
    });
    // Verifying it again changes nothing.
    expect((await verify(student, secondPayment)).json()).toMatchObject({ refundDue: true });

    expect(await noteAccess(student, paidNote.id)).toBe(true);
    const mine = await purchases(student);
    expect(mine).toHaveLength(2);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderId: first.orderId,
          paymentId: firstPayment.razorpay_payment_id,
          refundDue: false,
        }),
        expect.objectContaining({
          orderId: second.orderId,
          paymentId: secondPayment.razorpay_payment_id,
          refundDue: true,
        }),
      ]),
    );

    const admin = await adminToken(app);
    const flagged = await app.inject({
      url: '/api/admin/orders?refundDue=true',
      headers: bearer(admin),
    });
    expect(flagged.statusCode).toBe(200);
    const flaggedOrders = flagged.json<AdminOrdersBody>().orders;
    expect(flaggedOrders.every((order) => order.refundDue)).toBe(true);
    expect(flaggedOrders.find((order) => order.orderId === second.orderId)).toMatchObject({
      status: 'paid',
      refundDue: true,
      duplicateOf: first.orderId,
      paymentId: secondPayment.razorpay_payment_id,
    });
    const all = (
      await app.inject({ url: '/api/admin/orders', headers: bearer(admin) })
    ).json<AdminOrdersBody>().orders;
    expect(all.find((order) => order.orderId === first.orderId)).toMatchObject({
      status: 'paid',
      refundDue: false,
      duplicateOf: null,
    });
  });

  it('flags exactly one of two payments for one project confirmed at the same moment', async () => {
    // Remember Me keeps the session alive when the clock moves a day on.
    const student = await registerUser(app, { rememberMe: true });
    const first = await orderFor(student, 'project', project.id);
    let second: CreateOrderResponse;
    try {
      clockOffsetMs = hours(25);
      second = await orderFor(student, 'project', project.id);
    } finally {
      clockOffsetMs = 0;
    }
    const payments = [
      await harness.pay(student, first.orderId),
      await harness.pay(student, second.orderId),
    ];
    const answers = await Promise.all(payments.map((payment) => verify(student, payment)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.json().refundDue)).toHaveLength(1);
    const mine = await purchases(student);
    expect(mine.map((purchase) => purchase.refundDue).sort()).toEqual([false, true]);
  });

  it('limits order creation per student', async () => {
    const student = await registerUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await createOrder(student, { itemType: 'donation', itemId: 'donation', amount: 1 }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('the sandbox provider', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ seedDemoAs: 'development' });
  });
  afterAll(async () => {
    await app.close();
  });

  async function paidNoteOrder(student: RegisteredUser) {
    const { note, order } = await orderPaidNote(app, student);
    return { note, orderId: order.orderId };
  }
  const payWithCard = (student: RegisteredUser, orderId: string, cardNumber: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      headers: bearer(student.token),
      payload: { orderId, cardNumber },
    });

  it('declines the failing test card with the spec message and grants nothing', async () => {
    const student = await registerUser(app);
    const { note, orderId } = await paidNoteOrder(student);
    const response = await payWithCard(student, orderId, sandboxCards.failure);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      success: false,
      code: 'PAYMENT_FAILED',
      message: 'Payment failed. Please try again.',
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const access = await app.inject({
      url: `/api/notes/access/${note.id}`,
      headers: bearer(student.token),
    });
    expect(access.json().hasAccess).toBe(false);
  });

  it("will not pay another student's order", async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const { orderId } = await paidNoteOrder(owner);
    const response = await payWithCard(other, orderId, sandboxCards.success);
    expect(response.statusCode).toBe(404);
  });

  it('grants a paid item through its own signed webhook when the browser never verifies', async () => {
    const student = await registerUser(app);
    const { note, orderId } = await paidNoteOrder(student);
    const paid = await payWithCard(student, orderId, sandboxCards.success);
    expect(paid.statusCode).toBe(200);
    let hasAccess = false;
    for (let i = 0; i < 40 && !hasAccess; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      hasAccess = (
        await app.inject({ url: `/api/notes/access/${note.id}`, headers: bearer(student.token) })
      ).json().hasAccess;
    }
    expect(hasAccess).toBe(true);
  });
});

describe('the Razorpay provider', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ seedDemoAs: 'development', env: fake.env });
  });
  afterAll(async () => {
    await app.close();
  });

  async function newOrder(student: RegisteredUser) {
    const { note, order } = await orderPaidNote(app, student);
    return { note, order, confirmation: fake.confirmation(order.orderId, newPaymentId()) };
  }

  function capturedWebhook(
    orderId: string,
    paymentId: string,
    amount: number,
    eventId = `evt_${randomBytes(6).toString('hex')}`,
    secret = webhookSecret,
  ) {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' },
        },
      },
    });
    return app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(body, secret),
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    });
  }

  const purchasesOf = async (student: RegisteredUser) =>
    (
      await app.inject({ url: '/api/user/purchases', headers: bearer(student.token) })
    ).json<PurchasesResponse>().purchases;

  it('sends the order to Razorpay with basic auth, paise, a receipt and notes', async () => {
    const student = await registerUser(app);
    const { order, note } = await newOrder(student);
    const sent = fake.orders.find((item) => item.id === order.orderId);
    expect(sent).toMatchObject({
      amount: note.price * 100,
      currency: 'INR',
      notes: { itemType: 'note', item: note.id },
    });
    expect(sent?.receipt.length).toBeLessThanOrEqual(40);
  });

  it('answers a Razorpay failure with "Payment initialization failed" and stores no order', async () => {
    const student = await registerUser(app);
    fake.failNextOrder();
    const response = await app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: bearer(student.token),
      payload: { itemType: 'donation', itemId: 'donation', amount: 100 },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Payment initialization failed',
    });
  });

  it('grants through the webhook when the tab was closed before verifying', async () => {
    const student = await registerUser(app);
    const { order, confirmation, note } = await newOrder(student);
    const delivered = await capturedWebhook(
      order.orderId,
      confirmation.razorpay_payment_id,
      order.amount,
    );
    expect(delivered.statusCode).toBe(200);
    const access = await app.inject({
      url: `/api/notes/access/${note.id}`,
      headers: bearer(student.token),
    });
    expect(access.json().hasAccess).toBe(true);
  });

  it.each(['webhook first', 'verify first'])('gives one purchase with the %s', async (order) => {
    const student = await registerUser(app);
    const created = await newOrder(student);
    const steps = [
      () =>
        capturedWebhook(
          created.order.orderId,
          created.confirmation.razorpay_payment_id,
          created.order.amount,
        ),
      () =>
        app.inject({
          method: 'POST',
          url: '/api/payment/verify',
          headers: bearer(student.token),
          payload: created.confirmation,
        }),
    ];
    for (const step of order === 'webhook first' ? steps : steps.reverse())
      expect((await step()).statusCode).toBe(200);
    expect(await purchasesOf(student)).toHaveLength(1);
  });

  it('flags a second payment that arrives only by webhook, after the price changed', async () => {
    const student = await registerUser(app);
    const first = await newOrder(student);
    const { note } = first;
    // A new price means a new order: the open one at the old price is not given back.
    await patchCatalogItem(app, 'notes', note.id, { price: note.price + 10 });
    let second: Awaited<ReturnType<typeof newOrder>>;
    try {
      second = await newOrder(student);
    } finally {
      await patchCatalogItem(app, 'notes', note.id, { price: note.price });
    }
    expect(second.order.orderId).not.toBe(first.order.orderId);
    expect(second.order.amount).toBe((note.price + 10) * 100);

    for (const { order, confirmation } of [first, second]) {
      const delivered = await capturedWebhook(
        order.orderId,
        confirmation.razorpay_payment_id,
        order.amount,
      );
      expect(delivered.statusCode).toBe(200);
    }
    const mine = await purchasesOf(student);
    expect(mine.map(({ orderId, refundDue }) => ({ orderId, refundDue }))).toEqual(
      expect.arrayContaining([
        { orderId: first.order.orderId, refundDue: false },
        { orderId: second.order.orderId, refundDue: true },
      ]),
    );
    expect(mine).toHaveLength(2);
    const flagged = (
      await app.inject({
        url: '/api/admin/orders?refundDue=true',
        headers: bearer(await adminToken(app)),
      })
    ).json<AdminOrdersBody>().orders;
    expect(flagged.map((order) => order.orderId)).toContain(second.order.orderId);
    expect(flagged.map((order) => order.orderId)).not.toContain(first.order.orderId);
  });

  it('refuses a webhook with a bad signature and records nothing, so the real one still counts', async () => {
    const student = await registerUser(app);
    const { order, confirmation, note } = await newOrder(student);
    const forged = await capturedWebhook(
      order.orderId,
      confirmation.razorpay_payment_id,
      order.amount,
      'evt_same',
      'not-the-secret',
    );
    expect(forged.statusCode).toBe(400);
    const access = await app.inject({
      url: `/api/notes/access/${note.id}`,
      headers: bearer(student.token),
    });
    expect(access.json().hasAccess).toBe(false);
    const real = await capturedWebhook(
      order.orderId,
      confirmation.razorpay_payment_id,
      order.amount,
      'evt_same',
    );
    expect(real.json()).toEqual({ success: true, duplicate: false });
    const repeat = await capturedWebhook(
      order.orderId,
      confirmation.razorpay_payment_id,
      order.amount,
      'evt_same',
    );
    expect(repeat.json()).toEqual({ success: true, duplicate: true });
  });

  it('ignores a webhook whose amount differs from the order', async () => {
    const student = await registerUser(app);
    const { order, confirmation } = await newOrder(student);
    await capturedWebhook(order.orderId, confirmation.razorpay_payment_id, 100);
    expect(await purchasesOf(student)).toEqual([]);
  });

  it("computes signatures exactly as the official Razorpay SDK's helpers do", () => {
    const orderId = 'order_IluGWxBm9U8zJ8';
    const paymentId = 'pay_IluGXnE6q3FJEJ';
    const signature = paymentSignature(orderId, paymentId, keySecret);
    expect(
      razorpayUtils.validatePaymentVerification(
        { order_id: orderId, payment_id: paymentId },
        signature,
        keySecret,
      ),
    ).toBe(true);
    const body = JSON.stringify({ event: 'payment.captured', payload: {} });
    expect(
      razorpayUtils.validateWebhookSignature(
        body,
        webhookSignature(body, webhookSecret),
        webhookSecret,
      ),
    ).toBe(true);
    expect(createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex')).toBe(
      signature,
    );
  });

  it('lets operators, and only operators, read orders', async () => {
    const student = await registerUser(app);
    const { order, confirmation } = await newOrder(student);
    await app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      headers: bearer(student.token),
      payload: confirmation,
    });
    expect((await app.inject({ url: '/api/admin/orders' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/admin/orders', headers: bearer(student.token) })).statusCode,
    ).toBe(403);
    const listed = await app.inject({
      url: '/api/admin/orders?status=paid',
      headers: bearer(await adminToken(app)),
    });
    expect(listed.statusCode).toBe(200);
    const orders = listed.json<{ orders: { orderId: string; status: string; userId: string }[] }>()
      .orders;
    expect(orders.find((item) => item.orderId === order.orderId)).toMatchObject({
      status: 'paid',
      userId: student.user.id,
    });
    expect(orders.every((item) => item.status === 'paid')).toBe(true);
    const badFilter = await app.inject({
      url: '/api/admin/orders?refundDue=maybe',
      headers: bearer(await adminToken(app)),
    });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'refundDue must be true or false.',
    });
  });

  it('will not start with Razorpay chosen and a key missing', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: keyId })).toThrow(
      /RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are not set/,
    );
  });
});
