import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@studyhub/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { logIn, openRegistrationLink, registerUser } from '../../../test/factories.ts';
import { type FakeSmtpServer, readableText } from '../../../test/fake-smtp.ts';
import {
  createFormPagesApp,
  freshAddress,
  postForm,
  renderedOf,
  sessionCookie,
} from '../../../test/form-pages.ts';
import { closeMailingApp, createMailingApp } from '../../../test/mailing-app.ts';
import type { App } from '../../app.ts';

// Issue 21, point 8 (decision 57): registration with a taken email answered 409 "An account with
// this email already exists", which told anyone which emails have accounts.

let smtp: FakeSmtpServer;
let app: App;
let clock = new Date('2026-11-26T10:00:00.000Z');
const hoursLater = (hours: number) => new Date(clock.getTime() + hours * 60 * 60 * 1000);

beforeAll(async () => {
  ({ app, smtp } = await createMailingApp({
    now: () => clock,
    env: { PUBLIC_URL: 'https://studyhub.example.in' },
  }));
});
afterAll(() => closeMailingApp({ app, smtp }));

const newEmail = () => `student-${randomUUID().slice(0, 8)}@example.com`;

const register = (email: string, password = 'a new password 2026', name = 'Ravi Kumar') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password },
    remoteAddress: freshAddress(),
  });
const login = (email: string, password: string) => logIn(app, { email, password }, freshAddress());

/** An answer with the email it names made the same, to compare a new email's with a taken one's. */
const shapeOf = (response: Awaited<ReturnType<typeof register>>, email: string) => ({
  status: response.statusCode,
  body: response.body.replaceAll(email, '<email>'),
  setsCookie: response.headers['set-cookie'] !== undefined,
});

describe('registration when the site sends email', () => {
  it('answers a taken email exactly as a new one, and tells the owner instead', async () => {
    const owner = await registerUser(app, { name: 'Asha Verma', mailbox: smtp });
    const stranger = newEmail();

    const taken = await register(owner.email, 'an attacker password');
    const fresh = await register(stranger);
    expect(shapeOf(taken, owner.email)).toEqual(shapeOf(fresh, stranger));
    expect(taken.statusCode).toBe(202);
    expect(taken.json()).toEqual({
      success: true,
      emailed: true,
      message: `Almost done! We have sent a link to ${owner.email}. Open it within 24 hours to finish creating your account. No email? Check your spam folder.`,
    });
    expect(taken.body).not.toMatch(/already exists/);

    const note = readableText(await smtp.take(owner.email, /Subject: Someone tried/));
    expect(note).toContain('Hello Asha Verma,');
    expect(note).toContain('https://studyhub.example.in/login');
    expect(note).toContain('https://studyhub.example.in/forgot-password');
    expect(note).not.toMatch(/confirm-email/);
    // The account is as it was: its password still signs in, the attacker's does not.
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    expect((await login(owner.email, 'an attacker password')).statusCode).toBe(401);
    await smtp.take(stranger, /Subject: Finish creating/);
  });

  it('makes the account when the emailed link is opened, once, and signs it in', async () => {
    const email = newEmail();
    expect((await register(email, 'my own password 1', 'Kabir Shah')).statusCode).toBe(202);
    // Nothing signs in until the link is opened.
    expect((await login(email, 'my own password 1')).statusCode).toBe(401);

    const raw = await smtp.take(email, /Subject: Finish creating/);
    const mail = readableText(raw);
    expect(mail).toContain('Hello Kabir Shah,');
    expect(mail).toMatch(/https:\/\/studyhub\.example\.in\/confirm-email\?token=/);
    expect(mail).toContain('The link works once, for 24 hours.');
    // Back in the mailbox as it came: decoded twice, a token that starts with two hex digits breaks.
    smtp.received.push({ from: '', to: [`<${email}>`], data: raw });
    const made = await openRegistrationLink(app, smtp, email);
    expect(made.statusCode).toBe(201);
    expect(made.json<AuthResponse>()).toMatchObject({
      success: true,
      user: { name: 'Kabir Shah', email, role: 'student' },
    });
    expect(sessionCookie(made)).toMatch(/^studyhub_session=/);
    expect((await login(email, 'my own password 1')).statusCode).toBe(200);

    // The same link again: used up.
    smtp.received.push({ from: '', to: [`<${email}>`], data: mail });
    const again = await openRegistrationLink(app, smtp, email);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      code: 'REGISTRATION_LINK_INVALID',
      message: 'This link has expired or has already been used. Please create your account again.',
    });
  });

  it('lets a link work for 24 hours, and only the newest one', async () => {
    const email = newEmail();
    await register(email);
    const first = await smtp.take(email, /confirm-email/);
    await register(email);
    const second = await smtp.take(email, /confirm-email/);

    smtp.received.push({ from: '', to: [`<${email}>`], data: first });
    expect((await openRegistrationLink(app, smtp, email)).statusCode).toBe(400);
    const start = clock;
    try {
      clock = hoursLater(24);
      smtp.received.push({ from: '', to: [`<${email}>`], data: second });
      expect((await openRegistrationLink(app, smtp, email)).statusCode).toBe(400);
    } finally {
      clock = start;
    }
  });

  it('sends no more than three emails an hour to one address, answering the same', async () => {
    const email = newEmail();
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await register(email);
      expect(answer.statusCode).toBe(202);
    }
    for (let sent = 0; sent < 3; sent++) await smtp.take(email, /confirm-email/);
    // The work after the answer is done by the time the next registration is answered.
    await register(newEmail());
    await expect(
      Promise.race([
        smtp.take(email, /confirm-email/).then(() => 'a fourth email'),
        new Promise((resolve) => setTimeout(() => resolve('none'), 500)),
      ]),
    ).resolves.toBe('none');
  });

  it('refuses a made-up link in words, and checks the token is there', async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/auth/register/confirm',
      payload: { token: 'made-up' },
      remoteAddress: freshAddress(),
    });
    expect(made.statusCode).toBe(400);
    expect(made.json()).toMatchObject({ code: 'REGISTRATION_LINK_INVALID' });
    const empty = await app.inject({
      method: 'POST',
      url: '/api/auth/register/confirm',
      payload: { token: '' },
      remoteAddress: freshAddress(),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: 'This link is not complete. Please open the whole link from the email.',
    });
  });
});

describe('registration without the script when the site sends email', () => {
  let pages: App;
  let mailbox: FakeSmtpServer;
  beforeAll(async () => {
    ({ app: pages, smtp: mailbox } = await createMailingApp({}, createFormPagesApp));
  });
  afterAll(() => closeMailingApp({ app: pages, smtp: mailbox }));

  it('says to open the email on the login page, then the link page makes the account', async () => {
    const email = newEmail();
    const posted = await postForm(pages, '/login', {
      mode: 'register',
      name: 'Meera Iyer',
      email,
      password: 'meera password 26',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['set-cookie']).toBeUndefined();
    expect(renderedOf(posted.body).formResult).toMatchObject({
      form: 'register',
      done: { message: expect.stringMatching(/^Almost done! We have sent a link to /) },
    });

    const mail = await mailbox.take(email, /confirm-email/);
    const token = new URL(
      readableText(mail).match(/http:\/\/[^\s]+\/confirm-email\?token=[\w%-]+/)?.[0] ?? '',
    ).searchParams.get('token');
    const confirmed = await postForm(pages, '/confirm-email', { token: token ?? '' });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/dashboard');
    expect(sessionCookie(confirmed)).toMatch(/^studyhub_session=/);

    const usedUp = await postForm(pages, '/confirm-email', { token: token ?? '' });
    expect(renderedOf(usedUp.body).formResult).toMatchObject({
      form: 'confirm-email',
      error: { code: 'REGISTRATION_LINK_INVALID' },
    });
  });
});

describe('registration when the site sends no email', () => {
  it('signs in at once, as before: a local demo has no inbox', async () => {
    const plain = await createTestApp();
    try {
      const made = await registerUser(plain);
      expect(made.token).toBeTruthy();
    } finally {
      await plain.close();
    }
  });
});
