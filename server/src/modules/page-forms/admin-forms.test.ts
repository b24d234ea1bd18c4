import type { AdminUserDetailResponse } from '@studyhub/contract/admin';
import type { NotesResponse } from '@studyhub/contract/catalog';
import type { AdminOrderDetailResponse } from '@studyhub/contract/payments';
import type { CertificateResponse } from '@studyhub/contract/quiz';
import type { AdminContactRequestDetailResponse } from '@studyhub/contract/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser } from '../../../test/factories.ts';
import {
  createFormPagesApp,
  postForm,
  renderedOf,
  signInWithForm,
} from '../../../test/form-pages.ts';
import { buyNote, requestCertificate, takeQuiz } from '../../../test/student-activity.ts';
import type { App } from '../../app.ts';

// Decision 35: the operators' forms in /admin work without the script. Each is the API call the
// admin screens make, with the operator's own session cookie.

let app: App;
let clock = new Date('2031-03-10T08:00:00.000Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
let operator: string;

beforeAll(async () => {
  app = await createFormPagesApp({
    seedDemoAs: 'development',
    now: () => clock,
    env: { PAYMENT_PROVIDER: 'sandbox' },
  });
  operator = await signInWithForm(app, { email: 'admin@example.com', password: 'admin-demo-2026' });
});
afterAll(async () => {
  await app.close();
});

async function signedInStudent() {
  const student = await registerUser(app);
  return { ...student, cookie: await signInWithForm(app, student) };
}

async function contactRequest(student: RegisteredUser) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact/submit',
    headers: bearer(student.token),
    payload: {
      name: 'Priya Nair',
      email: student.email,
      subject: 'Notes PDF',
      message: 'The DBMS notes stop at page 40. Is there more?',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ requestId: string }>().requestId;
}

/** The demo catalog's notes as the site lists them. */
const listedNotes = async () =>
  (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;

const requestAsOperators = async (id: string) =>
  (
    await app.inject({
      url: `/api/admin/contact-requests/${id}`,
      headers: { cookie: operator },
    })
  ).json<AdminContactRequestDetailResponse>().request;

describe('a request answered without the script', () => {
  it('saves its status and note, and renders the request again', async () => {
    const id = await contactRequest(await registerUser(app));
    const response = await postForm(
      app,
      `/admin/requests/contact/${id}`,
      { form: 'request-update', status: 'answered', note: 'Sent the full PDF.' },
      { cookie: operator },
    );
    expect(response.statusCode).toBe(200);
    const rendered = renderedOf(response.body);
    expect(rendered.path).toBe(`/admin/requests/contact/${id}`);
    expect(rendered.formResult).toEqual({ form: 'request-update', values: {}, done: {} });
    const saved = await requestAsOperators(id);
    expect(saved.status).toBe('answered');
    expect(saved.operatorNote).toBe('Sent the full PDF.');
  });

  it('refuses an unknown status in the API’s words, keeping the note', async () => {
    const id = await contactRequest(await registerUser(app));
    const response = await postForm(
      app,
      `/admin/requests/contact/${id}`,
      { form: 'request-update', status: 'closed', note: 'Half done' },
      { cookie: operator },
    );
    expect(response.statusCode).toBe(400);
    const { formResult } = renderedOf(response.body);
    expect(formResult?.form).toBe('request-update');
    expect(formResult?.values).toEqual({ status: 'closed', note: 'Half done' });
    expect(formResult?.error?.message).toEqual(expect.any(String));
    expect((await requestAsOperators(id)).status).toBe('open');
  });

  it('refuses a student and sends a visitor to sign in; the request is unchanged', async () => {
    const id = await contactRequest(await registerUser(app));
    const student = await signedInStudent();
    const refused = await postForm(
      app,
      `/admin/requests/contact/${id}`,
      { form: 'request-update', status: 'rejected', note: '' },
      { cookie: student.cookie },
    );
    expect(refused.statusCode).toBe(403);
    const visitor = await postForm(app, `/admin/requests/contact/${id}`, {
      form: 'request-update',
      status: 'rejected',
    });
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toBe(
      `/login?next=${encodeURIComponent(`/admin/requests/contact/${id}`)}`,
    );
    const forged = await postForm(
      app,
      `/admin/requests/contact/${id}`,
      { form: 'request-update', status: 'rejected' },
      { cookie: operator, origin: 'https://elsewhere.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toMatch(/did not come from StudyHub’s own pages/);
    expect((await requestAsOperators(id)).status).toBe('open');
  });

  it('says a reply cannot be sent where the site has no email, keeping it', async () => {
    const id = await contactRequest(await registerUser(app));
    const response = await postForm(
      app,
      `/admin/requests/contact/${id}`,
      { form: 'request-reply', reply: 'Hello Priya, the full PDF is attached.' },
      { cookie: operator },
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const { formResult } = renderedOf(response.body);
    expect(formResult?.form).toBe('request-reply');
    expect(formResult?.values).toEqual({ reply: 'Hello Priya, the full PDF is attached.' });
  });
});

describe('an account changed by an operator without the script', () => {
  it('makes a student an operator and back, saying so', async () => {
    const student = await registerUser(app);
    const made = await postForm(
      app,
      `/admin/users/${student.user.id}`,
      { form: 'role', role: 'admin' },
      { cookie: operator },
    );
    expect(made.statusCode).toBe(200);
    expect(renderedOf(made.body).formResult).toEqual({
      form: 'role',
      values: {},
      done: { message: expect.any(String) },
    });
    const shown = await app.inject({
      url: `/api/admin/users/${student.user.id}`,
      headers: { cookie: operator },
    });
    expect(shown.json<AdminUserDetailResponse>().user.role).toBe('admin');
  });

  it('signs an account out everywhere', async () => {
    const student = await signedInStudent();
    const ended = await postForm(
      app,
      `/admin/users/${student.user.id}`,
      { form: 'end-sessions' },
      { cookie: operator },
    );
    expect(ended.statusCode).toBe(200);
    const verified = await app.inject({
      url: '/api/auth/verify',
      headers: { cookie: student.cookie },
    });
    expect(verified.statusCode).toBe(401);
  });
});

describe('an order refunded without the script', () => {
  it('asks for the reason, then refunds and ends the access', async () => {
    const student = await registerUser(app);
    const paid = (await listedNotes()).find((note) => !note.isFree);
    if (!paid) throw new Error('the demo catalog has a paid note');
    const orderId = await buyNote(app, student, paid.id);
    const empty = await postForm(
      app,
      `/admin/orders/${orderId}`,
      { form: 'refund', reason: '' },
      { cookie: operator },
    );
    expect(empty.statusCode).toBe(400);
    expect(renderedOf(empty.body).formResult?.error).toMatchObject({
      message: 'Please give the reason for the refund.',
    });

    const refunded = await postForm(
      app,
      `/admin/orders/${orderId}`,
      { form: 'refund', reason: 'Bought twice by mistake' },
      { cookie: operator },
    );
    expect(refunded.statusCode).toBe(200);
    expect(renderedOf(refunded.body).formResult?.done).toEqual({
      message: expect.any(String),
      accessEnded: 'true',
    });
    const order = await app.inject({
      url: `/api/admin/orders/${orderId}`,
      headers: { cookie: operator },
    });
    expect(order.json<AdminOrderDetailResponse>().order.status).toBe('refunded');
  });
});

describe('a certificate revoked without the script', () => {
  it('wants a reason, revokes it with one, and restores it', async () => {
    const student = await registerUser(app);
    const attempt = await takeQuiz(app, student, 'python', 'pass', advance);
    const issued = await requestCertificate(app, student, attempt.id, 'Priya Nair');
    const { certificate } = issued.json<CertificateResponse>();
    const isRevoked = async () =>
      (await app.inject({ url: `/api/certificates/${certificate.id}` })).json<CertificateResponse>()
        .certificate.revoked;

    const revoked = await postForm(
      app,
      '/admin/certificates',
      { form: 'revoke', certificate: certificate.id, reason: 'Shared answers', q: certificate.id },
      { cookie: operator },
    );
    expect(revoked.statusCode).toBe(200);
    const rendered = renderedOf(revoked.body);
    expect(rendered.path).toBe(`/admin/certificates?q=${certificate.id}`);
    expect(rendered.formResult?.done).toMatchObject({ certificate: certificate.id });
    expect(await isRevoked()).toBe(true);

    const restored = await postForm(
      app,
      '/admin/certificates',
      { form: 'restore', certificate: certificate.id },
      { cookie: operator },
    );
    expect(restored.statusCode).toBe(200);
    expect(await isRevoked()).toBe(false);
  });
});

describe('a catalog item published or hidden without the script', () => {
  it('hides a note from the site and publishes it again', async () => {
    const [note] = await listedNotes();
    if (!note) throw new Error('the demo catalog has notes');
    const listed = async () => (await listedNotes()).some((shown) => shown.id === note.id);
    const hidden = await postForm(
      app,
      '/admin/notes',
      { form: 'hide', item: note.id },
      { cookie: operator },
    );
    expect(hidden.statusCode).toBe(200);
    expect(renderedOf(hidden.body).formResult).toMatchObject({
      form: 'hide',
      done: { item: note.id, name: '', message: expect.any(String) },
    });
    expect(await listed()).toBe(false);
    const shown = await postForm(
      app,
      '/admin/notes',
      { form: 'publish', item: note.id },
      { cookie: operator },
    );
    expect(shown.statusCode).toBe(200);
    expect(await listed()).toBe(true);
  });
});
