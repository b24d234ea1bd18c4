import type { AccountExport } from '@studyhub/contract/account';
import {
  type CreateOrderResponse,
  type SandboxPayResponse,
  sandboxCards,
} from '@studyhub/contract/payments';
import { type AttemptResponse, type CertificateResponse, quizzes } from '@studyhub/contract/quiz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAppWithAdmin,
  type RegisteredUser,
  registerUser,
} from '../../../test/factories.ts';
import type { App } from '../../app.ts';
import { loadBank } from '../quizzes/quiz-banks.ts';

let app: App;
let admin: string;
let clock = new Date('2026-11-22T09:00:00.000Z');

beforeAll(async () => {
  ({ app, admin } = await createAppWithAdmin({
    now: () => clock,
    env: { PAYMENT_PROVIDER: 'sandbox' },
  }));
});
afterAll(() => app.close());

let addressCounter = 0;
const freshAddress = () =>
  `10.6.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
    remoteAddress: freshAddress(),
  });
}
async function ok(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const response = await call(method, url, token, payload);
  if (response.statusCode >= 300)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/** The right option of every served Java question, read from the bank as a student cannot. */
const javaAnswers = new Map(
  loadBank('java').questions.map((question) => [
    `${question.question}\n${question.code ?? ''}`,
    question.options[question.answer] ?? '',
  ]),
);

/** A student who donated, wrote in, asked for a refund and earned a Java certificate. */
let refundCounter = 0;
async function studentWithHistory(): Promise<
  RegisteredUser & {
    orderId: string;
    certificateId: string;
    transactionId: string;
    contactEmail: string;
  }
> {
  const transactionId = `pay_K4vy4Menon${++refundCounter}`;
  const contactEmail = `kavya.personal-${refundCounter}@example.com`;
  const student = await registerUser(app, { name: 'Kavya Menon' });
  const order = await ok('POST', '/api/payment/create-order', student.token, {
    itemType: 'donation',
    itemId: 'donation',
    amount: 500,
  });
  const { orderId } = order.json<CreateOrderResponse>();
  const paid = await ok('POST', '/api/payment/sandbox/pay', student.token, {
    orderId,
    cardNumber: sandboxCards.success,
  });
  const { success: _ok, ...confirmation } = paid.json<SandboxPayResponse>();
  await ok('POST', '/api/payment/verify', student.token, confirmation);
  await ok('POST', '/api/contact/submit', student.token, {
    name: 'Kavya Menon',
    email: contactEmail,
    subject: 'Certificate name',
    message: 'Can my certificate show my middle name as well, please?',
  });
  await ok('POST', '/api/refund-requests', student.token, {
    name: 'Kavya Menon',
    email: contactEmail,
    transactionId,
    product: 'Donation',
  });

  const { attempt } = (
    await ok('POST', '/api/quizzes/java/attempts', student.token)
  ).json<AttemptResponse>();
  const answers = Object.fromEntries(
    attempt.questions.map((question) => [
      question.id,
      question.options.indexOf(
        javaAnswers.get(`${question.question}\n${question.code ?? ''}`) ?? '',
      ),
    ]),
  );
  const start = clock;
  clock = new Date(start.getTime() + quizzes.java.minimumSeconds * 1000);
  await ok('POST', `/api/quizzes/attempts/${attempt.id}/submit`, student.token, { answers });
  clock = start;
  const certificate = await ok('POST', '/api/certificates', student.token, {
    attemptId: attempt.id,
    name: 'Kavya R. Menon',
  });
  return {
    ...student,
    orderId,
    transactionId,
    contactEmail,
    certificateId: certificate.json<CertificateResponse>().certificate.id,
  };
}

const exportOf = async (token: string) => await call('GET', '/api/account/export', token);
const adminOrders = async () =>
  (await call('GET', '/api/admin/orders', admin)).json<{
    orders: { orderId: string; userId: string; amountPaise: number; status: string }[];
  }>().orders;
const adminList = async (kind: 'contact-requests' | 'refund-requests') =>
  (await call('GET', `/api/admin/${kind}`, admin)).json<{
    requests: { userId: string | null; name: string; email: string; transactionId?: string }[];
  }>().requests;
const verifyCertificate = (id: string) => call('GET', `/api/certificates/${id}`);

describe('GET /api/account/export (Download my data)', () => {
  it('gives the student everything held about them as a JSON file, without tokens', async () => {
    const student = await studentWithHistory();
    const response = await exportOf(student.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="studyhub-my-data.json"',
    );
    const data = response.json<AccountExport>();
    expect(data.account).toMatchObject({ name: 'Kavya Menon', email: student.email });
    expect(data.sessions).toHaveLength(1);
    expect(data.orders).toEqual([
      expect.objectContaining({
        orderId: student.orderId,
        itemType: 'donation',
        amountPaise: 50_000,
        status: 'paid',
      }),
    ]);
    expect(data.quizAttempts).toEqual([
      expect.objectContaining({ subject: 'java', status: 'submitted', passed: true }),
    ]);
    expect(data.certificates).toEqual([
      expect.objectContaining({ id: student.certificateId, name: 'Kavya R. Menon' }),
    ]);
    expect(data.contactRequests).toEqual([
      expect.objectContaining({ subject: 'Certificate name', email: student.contactEmail }),
    ]);
    expect(data.refundRequests).toEqual([
      expect.objectContaining({ transactionId: student.transactionId }),
    ]);
    expect(data.downloads).toEqual([]);
    expect(response.body).not.toContain(student.token);
    expect(response.body).not.toMatch(/scrypt|passwordHash|tokenHash/);
  });

  it('holds nothing of another student', async () => {
    const owner = await studentWithHistory();
    const stranger = await registerUser(app);
    const data = (await exportOf(stranger.token)).json<AccountExport>();
    expect(data.account.email).toBe(stranger.email);
    expect(JSON.stringify(data)).not.toContain(owner.orderId);
    expect(JSON.stringify(data)).not.toContain(owner.certificateId);
    expect(data.orders).toEqual([]);
    expect(data.contactRequests).toEqual([]);
  });
});

describe('DELETE /api/account (Delete my account)', () => {
  it('asks for the password and deletes nothing when it is wrong', async () => {
    const student = await registerUser(app);
    const response = await call('DELETE', '/api/account', student.token, { password: 'nope nope' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'WRONG_PASSWORD',
      message: 'That is not your current password.',
      field: 'password',
    });
    expect((await call('GET', '/api/auth/verify', student.token)).statusCode).toBe(200);
  });

  it('cannot delete someone else: only the signed-in account, with its own password', async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    const attempt = await call('DELETE', '/api/account', stranger.token, {
      password: owner.password === stranger.password ? 'a different one' : owner.password,
    });
    expect(attempt.statusCode).toBe(403);
    expect((await call('GET', '/api/auth/verify', owner.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/verify', stranger.token)).statusCode).toBe(200);
  });

  it('removes the account, keeps the order unlinked, and revokes certificates by default', async () => {
    const student = await studentWithHistory();
    const other = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: student.email, password: student.password },
        remoteAddress: freshAddress(),
      })
    ).json<{ token: string }>().token;

    const response = await call('DELETE', '/api/account', student.token, {
      password: student.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your account has been deleted.' });

    for (const token of [student.token, other]) {
      expect((await call('GET', '/api/auth/verify', token)).statusCode).toBe(401);
    }
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.email, password: student.password },
      remoteAddress: freshAddress(),
    });
    expect(signIn.statusCode).toBe(401);

    const order = (await adminOrders()).find((row) => row.orderId === student.orderId);
    expect(order).toMatchObject({ userId: 'deleted-account', amountPaise: 50_000, status: 'paid' });
    const users = (await call('GET', '/api/admin/users', admin)).body;
    expect(users).not.toContain(student.email);

    expect((await verifyCertificate(student.certificateId)).statusCode).toBe(404);
    const refunds = await adminList('refund-requests');
    const refund = refunds.find((row) => row.transactionId === student.transactionId);
    expect(refund).toMatchObject({ userId: null, name: 'Deleted account', email: '' });
    const everything = JSON.stringify([refunds, await adminList('contact-requests')]);
    expect(everything).not.toContain(student.contactEmail);

    // The email is free again: the same person can start afresh.
    expect((await registerUser(app, { email: student.email })).user.email).toBe(student.email);
  });

  it('keeps certificates verifiable under the printed name when the student asks', async () => {
    const student = await studentWithHistory();
    const response = await call('DELETE', '/api/account', student.token, {
      password: student.password,
      keepCertificates: true,
    });
    expect(response.statusCode).toBe(200);
    const verified = await verifyCertificate(student.certificateId);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      certificate: { id: student.certificateId, name: 'Kavya R. Menon', revoked: false },
    });
    expect(verified.body).not.toContain(student.email);
  });

  it('lets two students delete accounts holding the same kind of order', async () => {
    const first = await studentWithHistory();
    const second = await studentWithHistory();
    for (const student of [first, second]) {
      const response = await call('DELETE', '/api/account', student.token, {
        password: student.password,
        keepCertificates: true,
      });
      expect(response.statusCode).toBe(200);
    }
    const kept = (await adminOrders()).filter((row) =>
      [first.orderId, second.orderId].includes(row.orderId),
    );
    expect(kept).toHaveLength(2);
  });
});
