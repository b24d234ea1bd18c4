import type { AuditResponse } from '@studyhub/contract/admin';
import type { ErrorResponse } from '@studyhub/contract/api';
import type { AdminContactRequestDetailResponse } from '@studyhub/contract/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { adminToken, bearer, registerUser, submitRequest } from '../../../test/factories.ts';
import type { FakeSmtpServer } from '../../../test/fake-smtp.ts';
import { closeMailingApp, createMailingApp } from '../../../test/mailing-app.ts';
import type { App } from '../../app.ts';

const kinds = {
  contact: {
    submit: '/api/contact/submit',
    admin: '/api/admin/contact-requests',
    subjectType: 'contact-request',
    body: {
      name: 'Priya Nair',
      email: 'priya.nair@example.com',
      subject: 'Download link',
      message: 'The download stops halfway through.',
    },
    mailSubject: (id: string) => `Re: Download link [${id}]`,
  },
  refund: {
    submit: '/api/refund-requests',
    admin: '/api/admin/refund-requests',
    subjectType: 'refund-request',
    body: {
      name: 'Priya Nair',
      email: 'priya.nair@example.com',
      transactionId: 'pay_N3x9Qk2LmP7a',
      product: 'DBMS notes',
    },
    mailSubject: (id: string) => `Your refund request ${id}: DBMS notes`,
  },
} as const;

const replyText =
  'Thank you for writing. We have sent a fresh download link to your dashboard; it works for 7 days.';

/** The raw message as the mail server got it, with quoted-printable soft line breaks undone. */
const readable = (data: string) => data.replace(/=\r\n/g, '');

describe.each(['contact', 'refund'] as const)('replying to a %s request by email', (kind) => {
  const { submit, admin: adminUrl, subjectType, body, mailSubject } = kinds[kind];
  let app: App;
  let admin: ReturnType<typeof bearer>;
  let smtp: FakeSmtpServer;

  beforeAll(async () => {
    ({ app, smtp } = await createMailingApp({
      seedDemoAs: 'development',
      env: { SUPPORT_EMAIL: 'help@studyhub.example' },
    }));
    admin = bearer(await adminToken(app));
  });
  afterAll(() => closeMailingApp({ app, smtp }));

  async function newRequest() {
    const student = await registerUser(app, { mailbox: smtp });
    return { student, id: await submitRequest(app, student, submit, body) };
  }

  /** The messages sent to the requester (the team's own notifications go to help@). */
  const toRequester = () =>
    smtp.received.filter((mail) => mail.to.some((to) => to.includes(body.email)));

  it('emails the requester from the site, records the reply, answers the request; audited', async () => {
    const { id } = await newRequest();
    const sentBefore = toRequester().length;
    const response = await app.inject({
      method: 'POST',
      url: `${adminUrl}/${id}/replies`,
      headers: admin,
      payload: { text: `  ${replyText}  ` },
    });
    expect(response.statusCode).toBe(201);
    const detail = response.json<AdminContactRequestDetailResponse>();
    expect(detail.request.status).toBe('answered');
    expect(detail.replies).toEqual([
      {
        id: expect.any(String),
        operator: { name: 'Site Admin', email: 'admin@example.com' },
        sentTo: body.email,
        subject: mailSubject(id),
        text: replyText,
        sentAt: expect.any(String),
      },
    ]);

    // The email the requester receives.
    expect(toRequester()).toHaveLength(sentBefore + 1);
    const mail = toRequester().at(-1);
    const data = readable(mail?.data ?? '');
    expect(mail?.from).toContain('help@studyhub.example');
    expect(data).toMatch(/^From: StudyHub <help@studyhub\.example>$/m);
    expect(data).toMatch(/^Reply-To: help@studyhub\.example$/m);
    expect(data).toMatch(/^To: Priya Nair <priya\.nair@example\.com>$/m);
    expect(data).toContain(`Subject: ${mailSubject(id)}`);
    expect(data).toContain('Hello Priya Nair,');
    expect(data).toContain(replyText);
    expect(data).toContain(`Request ID: ${id}`);

    // The detail keeps the reply with the request.
    const read = await app.inject({ url: `${adminUrl}/${id}`, headers: admin });
    expect(read.json<AdminContactRequestDetailResponse>().replies).toEqual(detail.replies);

    const audit = await app.inject({
      url: `/api/admin/audit?subjectType=${subjectType}&subjectId=${id}`,
      headers: admin,
    });
    expect(audit.json<AuditResponse>().entries[0]).toMatchObject({
      action: `${subjectType}.reply`,
      actor: { email: 'admin@example.com' },
      before: { status: 'open' },
      after: { status: 'answered', reply: { to: body.email, text: replyText } },
    });
  });

  it('keeps a refunded or rejected status when replying', async () => {
    const { id } = await newRequest();
    await app.inject({
      method: 'PATCH',
      url: `${adminUrl}/${id}`,
      headers: admin,
      payload: { status: 'rejected' },
    });
    const response = await app.inject({
      method: 'POST',
      url: `${adminUrl}/${id}/replies`,
      headers: admin,
      payload: { text: 'The purchase is older than 7 days, so it cannot be refunded.' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminContactRequestDetailResponse>().request.status).toBe('rejected');
  });

  it('stores nothing and says so when the mail server refuses the message', async () => {
    const { id } = await newRequest();
    smtp.refuse(true);
    try {
      const response = await app.inject({
        method: 'POST',
        url: `${adminUrl}/${id}/replies`,
        headers: admin,
        payload: { text: replyText },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json<ErrorResponse>().message).toBe(
        'The mail server did not accept the reply, so it was not sent and nothing was recorded. Please try again in a few minutes.',
      );
    } finally {
      smtp.refuse(false);
    }
    const read = await app.inject({ url: `${adminUrl}/${id}`, headers: admin });
    expect(read.json<AdminContactRequestDetailResponse>()).toMatchObject({
      request: { status: 'open' },
      replies: [],
    });
    const audit = await app.inject({
      url: `/api/admin/audit?subjectType=${subjectType}&subjectId=${id}`,
      headers: admin,
    });
    expect(audit.json<AuditResponse>().entries).toEqual([]);
  });

  it('refuses an empty or overlong reply, and a request that does not exist', async () => {
    const { id } = await newRequest();
    const sentBefore = toRequester().length;
    const empty = await app.inject({
      method: 'POST',
      url: `${adminUrl}/${id}/replies`,
      headers: admin,
      payload: { text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorResponse>()).toMatchObject({
      message: 'Please write the reply.',
      field: 'text',
    });
    const long = await app.inject({
      method: 'POST',
      url: `${adminUrl}/${id}/replies`,
      headers: admin,
      payload: { text: 'a'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorResponse>().message).toBe('The reply can be at most 5,000 characters.');
    const missing = await app.inject({
      method: 'POST',
      url: `${adminUrl}/${kind === 'contact' ? 'CR' : 'RF'}-00000000/replies`,
      headers: admin,
      payload: { text: replyText },
    });
    expect(missing.statusCode).toBe(404);
    expect(toRequester()).toHaveLength(sentBefore);
  });

  it('refuses a signed-out visitor with 401 and a student with 403, sending nothing', async () => {
    const { id, student } = await newRequest();
    const sentBefore = toRequester().length;
    const signedOut = await app.inject({
      method: 'POST',
      url: `${adminUrl}/${id}/replies`,
      payload: { text: replyText },
    });
    expect(signedOut.statusCode).toBe(401);
    const asStudent = await app.inject({
      method: 'POST',
      url: `${adminUrl}/${id}/replies`,
      headers: bearer(student.token),
      payload: { text: replyText },
    });
    expect(asStudent.statusCode).toBe(403);
    expect(toRequester()).toHaveLength(sentBefore);
  });
});

describe('replying without SMTP', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ seedDemoAs: 'development' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses with 409 and records nothing', async () => {
    const admin = bearer(await adminToken(app));
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/refund-requests',
      payload: kinds.refund.body,
    });
    const id = submitted.json().requestId as string;
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/refund-requests/${id}/replies`,
      headers: admin,
      payload: { text: replyText },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorResponse>().message).toContain('Email is not set up');
    const read = await app.inject({ url: `/api/admin/refund-requests/${id}`, headers: admin });
    expect(read.json()).toMatchObject({ request: { status: 'open' }, replies: [] });
  });
});
