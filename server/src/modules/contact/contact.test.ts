import { randomInt } from 'node:crypto';
import type {
  adminContactRequestResponse,
  adminContactRequestsResponse,
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

type ListBody = z.infer<typeof adminContactRequestsResponse>;
type OneBody = z.infer<typeof adminContactRequestResponse>;

/** Each test writes from its own address, so the per-address limit is only hit on purpose. */
const freshAddress = () => `10.20.${randomInt(250)}.${randomInt(250)}`;

const validMessage = {
  name: 'Ananya Iyer',
  email: 'ananya.iyer@example.com',
  subject: 'Download link for the DBMS notes',
  message: 'I bought the DBMS notes yesterday but the download button still asks me to pay.',
};

function submit(token: string | undefined, payload: object, remoteAddress = freshAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/contact/submit',
    ...(token ? { headers: bearer(token) } : {}),
    payload,
    remoteAddress,
  });
}

describe('POST /api/contact/submit', () => {
  it('asks a signed-out visitor to log in, and stores nothing', async () => {
    const before = (
      await app.inject({ url: '/api/admin/contact-requests', headers: bearer(admin) })
    ).json<ListBody>().total;
    const response = await submit(undefined, validMessage);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const after = (
      await app.inject({ url: '/api/admin/contact-requests', headers: bearer(admin) })
    ).json<ListBody>().total;
    expect(after).toBe(before);
  });

  it('stores the request of a signed-in user and answers with its request id', async () => {
    const { token, user } = await registerUser(app);
    const response = await submit(token, {
      ...validMessage,
      email: '  Ananya.Iyer@Example.com ',
      // The account comes from the session; an id in the body is ignored.
      userId: 'someone-else',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<RequestSubmittedResponse>();
    expect(body.success).toBe(true);
    expect(body.requestId).toMatch(requestIdPattern);
    expect(body.requestId.startsWith('CR-')).toBe(true);
    expect(body.message).toBe(
      `Your request has been submitted successfully! Request ID: ${body.requestId}`,
    );

    const stored = await app.inject({
      url: `/api/admin/contact-requests/${body.requestId}`,
      headers: bearer(admin),
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json<OneBody>().request).toEqual({
      id: body.requestId,
      userId: user.id,
      name: validMessage.name,
      email: 'ananya.iyer@example.com',
      subject: validMessage.subject,
      message: validMessage.message,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'open',
      operatorNote: null,
    });
  });

  it.each([
    ['name', { name: '' }, 'Please enter your name.'],
    ['name', { name: '   ' }, 'Please enter your name.'],
    ['email', { email: '' }, 'Please enter your email address.'],
    ['email', { email: 'ananya at example' }, 'Please enter a valid email address.'],
    ['subject', { subject: '' }, 'Please enter a subject.'],
    ['message', { message: '' }, 'Please enter your message.'],
    ['message', { message: 'Help' }, 'Please write at least 10 characters so we can help you.'],
    ['subject', { subject: 'x'.repeat(151) }, 'The subject can be at most 150 characters.'],
  ])('refuses a missing or bad %s with a clear message: %j', async (_field, change, message) => {
    const { token } = await registerUser(app);
    const response = await submit(token, { ...validMessage, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message,
      field: expect.any(String),
    });
  });

  it('refuses a body without the fields, and one that is not JSON', async () => {
    const { token } = await registerUser(app);
    const { name: _name, ...withoutName } = validMessage;
    const missing = await submit(token, withoutName);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Please enter your name.' });

    const notJson = await app.inject({
      method: 'POST',
      url: '/api/contact/submit',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: freshAddress(),
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
  });

  it('allows five messages an hour per account, then answers 429 with Retry-After', async () => {
    const { token } = await registerUser(app);
    for (let i = 1; i <= 5; i++) {
      const response = await submit(token, { ...validMessage, subject: `Question ${i}` });
      expect(response.statusCode).toBe(201);
    }
    const limited = await submit(token, { ...validMessage, subject: 'Question 6' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });

    // Another student is not held back by the first one's limit.
    const other = await registerUser(app);
    expect((await submit(other.token, validMessage)).statusCode).toBe(201);
  });

  it('allows twenty messages an hour from one address, whoever sends them', async () => {
    const address = freshAddress();
    const students = await Promise.all(Array.from({ length: 5 }, () => registerUser(app)));
    let sent = 0;
    for (const student of students) {
      for (let i = 0; i < 4; i++) {
        expect((await submit(student.token, validMessage, address)).statusCode).toBe(201);
        sent++;
      }
    }
    expect(sent).toBe(20);
    const fresh = await registerUser(app);
    expect((await submit(fresh.token, validMessage, address)).statusCode).toBe(429);
  });
});

describe('GET /api/admin/contact-requests', () => {
  it('is for operators only: signed out 401, student 403, admin 200', async () => {
    const { token } = await registerUser(app);
    const signedOut = await app.inject({ url: '/api/admin/contact-requests' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const student = await app.inject({
      url: '/api/admin/contact-requests',
      headers: bearer(token),
    });
    expect(student.statusCode).toBe(403);
    expect(student.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const one = await app.inject({
      url: '/api/admin/contact-requests/CR-00000000',
      headers: bearer(token),
    });
    expect(one.statusCode).toBe(403);
    const asAdmin = await app.inject({
      url: '/api/admin/contact-requests',
      headers: bearer(admin),
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['cache-control']).toBe('no-store');
  });

  it('lists requests newest first, a page at a time', async () => {
    const { token } = await registerUser(app);
    const subjects = ['First question', 'Second question', 'Third question'];
    for (const subject of subjects) {
      expect((await submit(token, { ...validMessage, subject })).statusCode).toBe(201);
    }
    const page = await app.inject({
      url: '/api/admin/contact-requests?limit=2',
      headers: bearer(admin),
    });
    const body = page.json<ListBody>();
    expect(body.requests).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(3);
    const all = (
      await app.inject({ url: '/api/admin/contact-requests?limit=200', headers: bearer(admin) })
    ).json<ListBody>().requests;
    const createdAt = all.map((request) => request.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    const next = (
      await app.inject({
        url: '/api/admin/contact-requests?limit=2&offset=2',
        headers: bearer(admin),
      })
    ).json<ListBody>().requests;
    expect(next.map((request) => request.id)).toEqual(all.slice(2, 4).map((r) => r.id));

    const bad = await app.inject({
      url: '/api/admin/contact-requests?limit=1000',
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'limit can be at most 200.',
    });
  });

  it('answers an unknown request id with 404', async () => {
    const response = await app.inject({
      url: '/api/admin/contact-requests/CR-ZZZZZZZZ',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
