import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { adminToken, bearer, registerUser, submitRequest } from '../../../test/factories.ts';
import type { App } from '../../app.ts';

const kinds = {
  contact: {
    submit: '/api/contact/submit',
    admin: '/api/admin/contact-requests',
    subject: 'contact-request',
    body: {
      name: 'Priya Nair',
      email: 'priya@example.com',
      subject: 'Download link',
      message: 'The download stops halfway through.',
    },
  },
  refund: {
    submit: '/api/refund-requests',
    admin: '/api/admin/refund-requests',
    subject: 'refund-request',
    body: {
      name: 'Priya Nair',
      email: 'priya@example.com',
      transactionId: 'pay_N3x9Qk2LmP7a',
      product: 'DBMS notes',
    },
  },
} as const;

describe.each(['contact', 'refund'] as const)('%s requests: status and note', (kind) => {
  const { submit, admin: adminUrl, subject, body } = kinds[kind];
  let app: App;
  let admin: ReturnType<typeof bearer>;

  beforeAll(async () => {
    app = await createTestApp({ seedDemoAs: 'development' });
    admin = bearer(await adminToken(app));
  });
  afterAll(async () => {
    await app.close();
  });

  async function newRequest() {
    const student = await registerUser(app);
    return { student, id: await submitRequest(app, student, submit, body) };
  }

  it('starts open, is answered with a note, and is filtered by status; audited', async () => {
    const { id } = await newRequest();
    const other = await newRequest();
    const listed = await app.inject({ url: `${adminUrl}?status=open`, headers: admin });
    expect(listed.json().requests).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, status: 'open', operatorNote: null })]),
    );

    const patch = await app.inject({
      method: 'PATCH',
      url: `${adminUrl}/${id}`,
      headers: admin,
      payload: { status: 'answered', note: 'Sent a fresh link by email.' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().request).toMatchObject({
      id,
      status: 'answered',
      operatorNote: 'Sent a fresh link by email.',
    });

    const answered = await app.inject({ url: `${adminUrl}?status=answered`, headers: admin });
    expect(answered.json()).toMatchObject({ total: 1, requests: [{ id }] });
    const open = (await app.inject({ url: `${adminUrl}?status=open`, headers: admin })).json();
    expect(open.requests.map((request: { id: string }) => request.id)).toContain(other.id);
    expect(open.requests.map((request: { id: string }) => request.id)).not.toContain(id);

    const audit = (
      await app.inject({
        url: `/api/admin/audit?subjectType=${subject}&subjectId=${id}`,
        headers: admin,
      })
    ).json().entries;
    expect(audit).toEqual([
      expect.objectContaining({
        action: `${subject}.update`,
        before: { status: 'open', note: null },
        after: { status: 'answered', note: 'Sent a fresh link by email.' },
      }),
    ]);
  });

  it('refuses an empty change, an unknown status and an unknown request', async () => {
    const { id } = await newRequest();
    const empty = await app.inject({
      method: 'PATCH',
      url: `${adminUrl}/${id}`,
      headers: admin,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send a status, a note or both.');
    const unknownStatus = await app.inject({
      method: 'PATCH',
      url: `${adminUrl}/${id}`,
      headers: admin,
      payload: { status: 'closed' },
    });
    expect(unknownStatus.statusCode).toBe(400);
    const missing = await app.inject({
      method: 'PATCH',
      url: `${adminUrl}/XX-00000000`,
      headers: admin,
      payload: { status: 'rejected' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for operators only', async () => {
    const { student, id } = await newRequest();
    const url = `${adminUrl}/${id}`;
    const payload = { status: 'rejected' };
    expect((await app.inject({ method: 'PATCH', url, payload })).statusCode).toBe(401);
    const asStudent = await app.inject({
      method: 'PATCH',
      url,
      payload,
      headers: bearer(student.token),
    });
    expect(asStudent.statusCode).toBe(403);
  });
});
