import type { NotesResponse } from '@studyhub/contract/catalog';
import type {
  AdminOrderDetailResponse,
  PurchasesResponse,
  RecheckOrderResponse,
  RefundOrderResponse,
} from '@studyhub/contract/payments';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  adminToken,
  bearer,
  nonOperatorAnswers,
  type RegisteredUser,
  registerUser,
  requestAsAdmin,
} from '../../../test/factories.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../../test/fake-razorpay.ts';
import {
  createOrder,
  type PaymentConfirmation,
  payWithTestCard,
  verifyPayment,
} from '../../../test/purchases.ts';
import type { App } from '../../app.ts';

const keyId = 'rzp_test_fake';
const keySecret = 'fake_key_secret_for_tests';

interface Harness {
  app: App;
  /** The student pays at the provider, as its checkout would; the browser's confirmation. */
  payAtProvider(student: RegisteredUser, orderId: string): Promise<PaymentConfirmation>;
  /** How many refunds the provider made of this payment, where the test can see the provider. */
  refundsOf(paymentId: string): number | undefined;
}

let fake: FakeRazorpay;
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

const harnesses: Record<'sandbox' | 'razorpay', () => Promise<Harness>> = {
  async sandbox() {
    const app = await createTestApp({
      seedDemoAs: 'development',
      env: { PAYMENT_PROVIDER: 'sandbox' },
      now,
    });
    return {
      app,
      payAtProvider: (student, orderId) => payWithTestCard(app, student, orderId),
      refundsOf: () => undefined,
    };
  },
  async razorpay() {
    const app = await createTestApp({ seedDemoAs: 'development', now, env: fake.env });
    return {
      app,
      payAtProvider: async (_student, orderId) => fake.confirmation(orderId, fake.capture(orderId)),
      refundsOf: (paymentId) =>
        fake.refunds.filter((refund) => refund.payment_id === paymentId).length,
    };
  },
};

beforeAll(async () => {
  fake = await startFakeRazorpay(keyId, keySecret);
});
afterAll(async () => {
  await fake.close();
});

describe.each(['sandbox', 'razorpay'] as const)(
  'operations on orders with the %s provider',
  (providerName) => {
    let harness: Harness;
    let app: App;
    let admin: string;
    let paidNotes: NotesResponse['notes'];

    beforeAll(async () => {
      harness = await harnesses[providerName]();
      app = harness.app;
      admin = await adminToken(app);
      paidNotes = (await app.inject({ url: '/api/notes' }))
        .json<NotesResponse>()
        .notes.filter((note) => !note.isFree);
      expect(paidNotes.length).toBeGreaterThan(1);
    });
    afterAll(async () => {
      await app.close();
    });

    const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
      requestAsAdmin(app, admin, method, url, payload);

    const order = async (student: RegisteredUser, noteId: string) =>
      (await createOrder(app, student, { itemType: 'note', itemId: noteId })).orderId;

    async function buy(student: RegisteredUser, noteId: string) {
      const orderId = await order(student, noteId);
      const confirmation = await harness.payAtProvider(student, orderId);
      await verifyPayment(app, student, confirmation);
      return { orderId, paymentId: confirmation.razorpay_payment_id };
    }

    const download = (student: RegisteredUser, noteId: string) =>
      app.inject({ url: `/api/notes/${noteId}/download`, headers: bearer(student.token) });
    const hasAccess = async (student: RegisteredUser, noteId: string) =>
      (
        await app.inject({ url: `/api/notes/access/${noteId}`, headers: bearer(student.token) })
      ).json().hasAccess as boolean;
    const auditOf = async (orderId: string) =>
      (await asAdmin('GET', `/api/admin/audit?subjectType=order&subjectId=${orderId}`)).json()
        .entries as { action: string; actor: { email: string } }[];

    it('is for operators only', async () => {
      const student = await registerUser(app);
      const endpoints = [
        ['GET', '/api/admin/orders'],
        ['GET', '/api/admin/orders/order_x'],
        ['POST', '/api/admin/orders/order_x/refund'],
        ['POST', '/api/admin/orders/order_x/recheck'],
      ] as const;
      for (const [method, url] of endpoints) {
        const payload = method === 'POST' ? { reason: 'because' } : undefined;
        const { signedOut, asStudent } = await nonOperatorAnswers(
          app,
          student,
          method,
          url,
          payload,
        );
        expect(signedOut.statusCode, url).toBe(401);
        expect(asStudent.statusCode, url).toBe(403);
        expect(asStudent.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    });

    it("refunds a paid order once and ends the buyer's access to the note", async () => {
      const student = await registerUser(app);
      const note = paidNotes[0] ?? expect.fail('no paid note');
      const { orderId, paymentId } = await buy(student, note.id);
      expect((await download(student, note.id)).statusCode).toBe(200);

      const refund = await asAdmin('POST', `/api/admin/orders/${orderId}/refund`, {
        reason: 'Bought by mistake',
      });
      expect(refund.statusCode).toBe(200);
      const body = refund.json<RefundOrderResponse>();
      expect(body).toMatchObject({
        success: true,
        accessEnded: true,
        order: { orderId, status: 'refunded', refundReason: 'Bought by mistake' },
      });
      expect(body.order.refundId).toMatch(/^rfnd_/);

      const again = await asAdmin('POST', `/api/admin/orders/${orderId}/refund`, {
        reason: 'Bought by mistake',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        success: false,
        code: 'CONFLICT',
        message: expect.stringContaining('already refunded'),
      });
      if (providerName === 'razorpay') expect(harness.refundsOf(paymentId)).toBe(1);

      expect(await hasAccess(student, note.id)).toBe(false);
      const refused = await download(student, note.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Please buy this note to download it.');
      const purchases = (
        await app.inject({ url: '/api/user/purchases', headers: bearer(student.token) })
      ).json<PurchasesResponse>().purchases;
      expect(purchases).toEqual([
        expect.objectContaining({ orderId, refundedAt: body.order.refundedAt }),
      ]);
      expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual(['order.refund']);

      const detail = (
        await asAdmin('GET', `/api/admin/orders/${orderId}`)
      ).json<AdminOrderDetailResponse>();
      expect(detail.order).toMatchObject({
        providerOrderId: orderId,
        paymentId,
        userEmail: student.email,
        status: 'refunded',
      });
      expect(detail.history.map((event) => event.event)).toEqual(
        expect.arrayContaining(['created', 'paid', 'refunded']),
      );
      // The sandbox's payment.captured webhook may arrive after the refund, as Razorpay's may:
      // the refund follows the payment, wherever that late webhook lands.
      const events = detail.history.map((event) => event.event);
      expect(events.indexOf('refunded')).toBeGreaterThan(events.indexOf('paid'));
      expect(detail.history.find((event) => event.event === 'refunded')).toMatchObject({
        detail: 'Bought by mistake',
      });
    });

    it('refunds a duplicate payment without ending the access the first order granted', async () => {
      const student = await registerUser(app, { rememberMe: true });
      const note = paidNotes[1] ?? expect.fail('no second paid note');
      const first = await order(student, note.id);
      let second: string;
      try {
        // The first order was left open in another tab a day ago, so a second one is made.
        clockOffsetMs = 25 * 60 * 60 * 1000;
        second = await order(student, note.id);
      } finally {
        clockOffsetMs = 0;
      }
      for (const orderId of [first, second]) {
        const confirmation = await harness.payAtProvider(student, orderId);
        await app.inject({
          method: 'POST',
          url: '/api/payment/verify',
          headers: bearer(student.token),
          payload: confirmation,
        });
      }

      const originalFirst = await asAdmin('POST', `/api/admin/orders/${first}/refund`, {
        reason: 'Paid twice',
      });
      expect(originalFirst.statusCode).toBe(409);
      expect(originalFirst.json().message).toContain(second);

      const refund = await asAdmin('POST', `/api/admin/orders/${second}/refund`, {
        reason: 'Paid twice',
      });
      expect(refund.statusCode).toBe(200);
      expect(refund.json<RefundOrderResponse>()).toMatchObject({
        accessEnded: false,
        order: { orderId: second, status: 'refunded', refundDue: false, duplicateOf: first },
      });
      expect(await hasAccess(student, note.id)).toBe(true);
      expect((await download(student, note.id)).statusCode).toBe(200);
      const due = (
        await asAdmin('GET', `/api/admin/orders?refundDue=true&email=${student.email}`)
      ).json().orders as unknown[];
      expect(due).toEqual([]);
    });

    it('refuses to refund an order that was never paid, and an unknown one', async () => {
      const student = await registerUser(app);
      const orderId = await order(student, paidNotes[0]?.id ?? '');
      const unpaid = await asAdmin('POST', `/api/admin/orders/${orderId}/refund`, {
        reason: 'Asked for it',
      });
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().message).toBe(
        'Only a paid order can be refunded: this one was never paid.',
      );
      const unknown = await asAdmin('POST', '/api/admin/orders/order_nope/refund', {
        reason: 'Asked for it',
      });
      expect(unknown.statusCode).toBe(404);
      const noReason = await asAdmin('POST', `/api/admin/orders/${orderId}/refund`, {});
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toBe('Please give the reason for the refund.');
    });

    it('filters orders and totals the period in paise and rupees', async () => {
      const student = await registerUser(app);
      const [noteA, noteB] = paidNotes as [
        NotesResponse['notes'][number],
        NotesResponse['notes'][number],
      ];
      const kept = await buy(student, noteA.id);
      const refunded = await buy(student, noteB.id);
      await order(student, paidNotes[2]?.id ?? noteA.id);
      await asAdmin('POST', `/api/admin/orders/${refunded.orderId}/refund`, { reason: 'Asked' });

      const today = now().toISOString().slice(0, 10);
      const mine = await asAdmin(
        'GET',
        `/api/admin/orders?email=${student.email.toUpperCase()}&from=${today}&to=${today}`,
      );
      expect(mine.statusCode).toBe(200);
      const body = mine.json();
      expect(body.orders.map((o: { orderId: string }) => o.orderId)).toEqual(
        expect.arrayContaining([kept.orderId, refunded.orderId]),
      );
      const paise = (noteA.price + noteB.price) * 100;
      expect(body.totals).toEqual({
        paidCount: 2,
        paidPaise: paise,
        paidRupees: paise / 100,
        refundedCount: 1,
        refundedPaise: noteB.price * 100,
        refundedRupees: noteB.price,
        netPaise: noteA.price * 100,
        netRupees: noteA.price,
      });
      const onlyRefunded = (
        await asAdmin('GET', `/api/admin/orders?email=${student.email}&status=refunded`)
      ).json().orders as { orderId: string }[];
      expect(onlyRefunded.map((o) => o.orderId)).toEqual([refunded.orderId]);
      const onlyPaid = (
        await asAdmin('GET', `/api/admin/orders?email=${student.email}&status=paid`)
      ).json().orders as { orderId: string }[];
      expect(onlyPaid.map((o) => o.orderId)).toEqual([kept.orderId]);
      const donations = (
        await asAdmin('GET', `/api/admin/orders?email=${student.email}&itemType=donation`)
      ).json();
      expect(donations.orders).toEqual([]);
      expect(donations.totals.paidPaise).toBe(0);
      const tomorrow = new Date(now().getTime() + 86_400_000).toISOString().slice(0, 10);
      const later = (
        await asAdmin('GET', `/api/admin/orders?email=${student.email}&from=${tomorrow}`)
      ).json();
      expect(later.orders).toEqual([]);
      const bad = await asAdmin('GET', '/api/admin/orders?from=yesterday');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('from must be a date (YYYY-MM-DD) or an ISO date and time.');
    });

    it('re-checks an order with the provider and grants a payment the browser never confirmed, once', async () => {
      const student = await registerUser(app);
      const note = paidNotes[2] ?? expect.fail('no third paid note');
      const orderId = await order(student, note.id);
      const nothingYet = await asAdmin('POST', `/api/admin/orders/${orderId}/recheck`);
      expect(nothingYet.json<RecheckOrderResponse>()).toMatchObject({
        changed: false,
        message: 'The provider has no captured payment for this order.',
        order: { status: 'created' },
      });
      // The sandbox would also tell the server by webhook a moment later; hold that back.
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      try {
        await harness.payAtProvider(student, orderId);
        expect(await hasAccess(student, note.id)).toBe(false);
        const found = await asAdmin('POST', `/api/admin/orders/${orderId}/recheck`);
        expect(found.statusCode).toBe(200);
        expect(found.json<RecheckOrderResponse>()).toMatchObject({
          changed: true,
          order: { orderId, status: 'paid' },
        });
        expect(await hasAccess(student, note.id)).toBe(true);
        const again = await asAdmin('POST', `/api/admin/orders/${orderId}/recheck`);
        expect(again.json<RecheckOrderResponse>()).toMatchObject({
          changed: false,
          message: 'This order was already paid; nothing changed.',
        });
      } finally {
        vi.clearAllTimers();
        vi.useRealTimers();
      }
      expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual(['order.recheck']);
      const purchases = (
        await app.inject({ url: '/api/user/purchases', headers: bearer(student.token) })
      ).json<PurchasesResponse>().purchases;
      expect(purchases.filter((purchase) => purchase.orderId === orderId)).toHaveLength(1);
    });
  },
);
