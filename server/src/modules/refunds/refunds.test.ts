import { randomInt } from 'node:crypto';
import type {
  adminRefundRequestResponse,
  adminRefundRequestsResponse,
  RequestSubmittedResponse,
} from '@studyhub/contract/requests';
import { requestIdPattern } from '@studyhub/contract/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bearer, createAppWithAdmin, registerUser } from '../../../test/factories.ts';
import type { App } from '../../app.ts';

let app: App;
let admin: string;

beforeAll(async () => {
  ({ app, admin } = await createAppWithAdmin());
});
afterAll(() => app.close());

type ListBody = z.infer<typeof adminRefundRequestsResponse>;
type OneBody = z.infer<typeof adminRefundRequestResponse>;

const freshAddress = () => `10.30.${randomInt(250)}.${randomInt(250)}`;
let emailCount = 0;
const freshEmail = () => `refund-${++emailCount}-${randomInt(1e6)}@example.com`;

const validRequest = () => ({
  name: 'Rohit Sharma',
  email: freshEmail(),
  transactionId: 'pay_N3x9Qk2LmP7aZt',
  product: 'Data Structures Complete Handwritten Notes',
});

function submit(payload: object, options: { token?: string; remoteAddress?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/refund-requests',
    ...(options.token ? { headers: bearer(options.token) } : {}),
    payload,
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });
}

const readRequest = async (id: string) =>
  app.inject({ url: `/api/admin/refund-requests/${id}`, headers: bearer(admin) });

describe('POST /api/refund-requests', () => {
  it('stores a visitor’s request and answers with its id and the thank-you text', async () => {
    const request = validRequest();
    const response = await submit(request);
    expect(response.statusCode).toBe(201);
    const body = response.json<RequestSubmittedResponse>();
    expect(body).toEqual({
      success: true,
      requestId: expect.stringMatching(requestIdPattern),
      message:
        'Thank you! Your refund request has been received and will be processed within 7 days.',
    });
    expect(body.requestId.startsWith('RF-')).toBe(true);

    const stored = await readRequest(body.requestId);
    expect(stored.statusCode).toBe(200);
    expect(stored.json<OneBody>().request).toEqual({
      id: body.requestId,
      userId: null,
      ...request,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'open',
      operatorNote: null,
    });
  });

  it('records the account of a signed-in user', async () => {
    const { token, user } = await registerUser(app);
    const response = await submit(validRequest(), { token });
    expect(response.statusCode).toBe(201);
    const { requestId } = response.json<RequestSubmittedResponse>();
    expect((await readRequest(requestId)).json<OneBody>().request.userId).toBe(user.id);
  });

  it.each([
    [{ name: '' }, 'Please enter your name.'],
    [{ email: '' }, 'Please enter your email address.'],
    [{ email: 'rohit@' }, 'Please enter a valid email address.'],
    [{ transactionId: '' }, 'Please enter the transaction ID of your payment.'],
    [
      { transactionId: 'pay 123; drop table' },
      'A transaction ID has only letters, digits, dashes and underscores, such as pay_N3x9Qk2LmP7a.',
    ],
    [{ product: '  ' }, 'Please enter the product you bought.'],
    [{ product: 'p'.repeat(201) }, 'The product name can be at most 200 characters.'],
  ])('refuses %j with a clear message', async (change, message) => {
    const response = await submit({ ...validRequest(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message,
      field: expect.any(String),
    });
  });

  it('stores nothing when a field is missing', async () => {
    const before = (
      await app.inject({ url: '/api/admin/refund-requests', headers: bearer(admin) })
    ).json<ListBody>().total;
    const { product: _product, ...withoutProduct } = validRequest();
    const response = await submit(withoutProduct);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please enter the product you bought.' });
    const after = (
      await app.inject({ url: '/api/admin/refund-requests', headers: bearer(admin) })
    ).json<ListBody>().total;
    expect(after).toBe(before);
  });

  it('allows ten requests an hour from one address, then answers 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      expect((await submit(validRequest(), { remoteAddress: address })).statusCode).toBe(201);
    }
    const limited = await submit(validRequest(), { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // Another address is served as usual.
    expect((await submit(validRequest())).statusCode).toBe(201);
  });

  it("cannot be used by a stranger to block someone else's refund requests", async () => {
    const { token, email } = await registerUser(app);
    // A stranger fills in the victim's email again and again, from addresses of their choosing.
    for (let i = 0; i < 12; i++) {
      expect((await submit({ ...validRequest(), email })).statusCode).toBe(201);
    }
    const victim = await submit({ ...validRequest(), email }, { token });
    expect(victim.statusCode).toBe(201);
  });

  it('allows a signed-in student five requests a day, from any address', async () => {
    const { token } = await registerUser(app);
    for (let i = 0; i < 5; i++) {
      expect((await submit(validRequest(), { token })).statusCode).toBe(201);
    }
    const limited = await submit(validRequest(), { token });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // Another student at the same moment is served as usual.
    const other = await registerUser(app);
    expect((await submit(validRequest(), { token: other.token })).statusCode).toBe(201);
  });
});

describe('GET /api/admin/refund-requests', () => {
  it('is for operators only: signed out 401, student 403, admin 200', async () => {
    const { token } = await registerUser(app);
    expect((await app.inject({ url: '/api/admin/refund-requests' })).statusCode).toBe(401);
    const student = await app.inject({
      url: '/api/admin/refund-requests',
      headers: bearer(token),
    });
    expect(student.statusCode).toBe(403);
    expect(student.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(
      (await app.inject({ url: '/api/admin/refund-requests/RF-00000000', headers: bearer(token) }))
        .statusCode,
    ).toBe(403);
    const asAdmin = await app.inject({ url: '/api/admin/refund-requests', headers: bearer(admin) });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('lists requests newest first with everything the team needs to act', async () => {
    const request = validRequest();
    const { requestId } = (await submit(request)).json<RequestSubmittedResponse>();
    const body = (
      await app.inject({ url: '/api/admin/refund-requests?limit=200', headers: bearer(admin) })
    ).json<ListBody>();
    expect(body.total).toBe(body.requests.length);
    expect(body.requests.find((item) => item.id === requestId)).toMatchObject(request);
    const createdAt = body.requests.map((item) => item.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
  });

  it('answers an unknown id with 404', async () => {
    const response = await readRequest('RF-ZZZZZZZZ');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
