import type { NotesResponse } from '@studyhub/contract/catalog';
import type { PurchasesResponse } from '@studyhub/contract/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { adminToken, bearer, type RegisteredUser, registerUser } from '../../../test/factories.ts';
import { buy } from '../../../test/purchases.ts';
import type { App } from '../../app.ts';

describe('My Purchases: donations and refund requests', () => {
  let app: App;
  let paidNote: NotesResponse['notes'][number];

  beforeAll(async () => {
    app = await createTestApp({ seedDemoAs: 'development', env: { PAYMENT_PROVIDER: 'sandbox' } });
    const notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
    paidNote = notes.find((note) => !note.isFree) ?? expect.fail('no paid note');
  });
  afterAll(() => app.close());

  const purchases = async (student: RegisteredUser) =>
    (
      await app.inject({ url: '/api/user/purchases', headers: bearer(student.token) })
    ).json<PurchasesResponse>().purchases;

  const askForRefund = async (student: RegisteredUser, transactionId: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/refund-requests',
      headers: bearer(student.token),
      payload: { name: 'Asha', email: student.email, transactionId, product: paidNote.name },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ requestId: string }>().requestId;
  };

  it('lists a donation beside the items bought, marked as a donation', async () => {
    const student = await registerUser(app);
    const note = await buy(app, student, { itemType: 'note', itemId: paidNote.id });
    const donation = await buy(app, student, { itemType: 'donation', amount: 300 });
    const listed = await purchases(student);
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderId: note.orderId, itemType: 'note', refundRequest: null }),
        expect.objectContaining({
          orderId: donation.orderId,
          itemType: 'donation',
          itemName: 'Donation',
          amountPaise: 30_000,
          paymentId: donation.paymentId,
        }),
      ]),
    );
  });

  it("shows the student's refund request for an order, and where the team has got to with it", async () => {
    const student = await registerUser(app);
    const paid = await buy(app, student, { itemType: 'note', itemId: paidNote.id });
    const requestId = await askForRefund(student, paid.orderId);
    expect((await purchases(student))[0]?.refundRequest).toMatchObject({
      id: requestId,
      status: 'open',
    });

    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/admin/refund-requests/${requestId}`,
      headers: bearer(await adminToken(app)),
      payload: { status: 'rejected', note: 'Downloaded 40 times.' },
    });
    expect(patched.statusCode).toBe(200);
    const [purchase] = await purchases(student);
    expect(purchase?.refundRequest).toEqual({
      id: requestId,
      status: 'rejected',
      createdAt: expect.any(String),
    });
    // The operators' note stays with the operators.
    expect(JSON.stringify(purchase)).not.toContain('Downloaded 40 times');
  });

  it('matches a request that names the payment id, and never shows another account’s request', async () => {
    const student = await registerUser(app);
    const paid = await buy(app, student, { itemType: 'note', itemId: paidNote.id });
    const stranger = await registerUser(app);
    await askForRefund(stranger, paid.orderId);
    expect((await purchases(student))[0]?.refundRequest).toBeNull();
    const requestId = await askForRefund(student, paid.paymentId);
    expect((await purchases(student))[0]?.refundRequest).toMatchObject({ id: requestId });
  });
});
