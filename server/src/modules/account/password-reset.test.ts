import { passwordResetRequestedMessage } from '@studyhub/contract/account';
import type { AuthResponse } from '@studyhub/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, logIn, registerUser } from '../../../test/factories.ts';
import { type FakeSmtpServer, linkIn } from '../../../test/fake-smtp.ts';
import { closeMailingApp, createMailingApp } from '../../../test/mailing-app.ts';
import type { App } from '../../app.ts';
import { createStudentMail } from '../../lib/student-mail.ts';
import { accountLimits } from './account.routes.ts';
import { createPasswordResetMailer } from './password-reset-mailer.ts';

let app: App;
let smtp: FakeSmtpServer;
let clock = new Date('2026-11-22T10:00:00.000Z');
const minutesLater = (start: Date, n: number) => new Date(start.getTime() + n * 60 * 1000);

beforeAll(async () => {
  ({ app, smtp } = await createMailingApp({
    now: () => clock,
    env: { PUBLIC_URL: 'https://studyhub.example.in' },
  }));
});
afterAll(() => closeMailingApp({ app, smtp }));

let addressCounter = 0;
const freshAddress = () =>
  `10.7.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const forgot = (email: string, remoteAddress = freshAddress()) =>
  app.inject({
    method: 'POST',
    url: '/api/account/forgot-password',
    payload: { email },
    remoteAddress,
  });
const reset = (token: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/account/reset-password',
    payload: { token, password },
    remoteAddress: freshAddress(),
  });
const login = (email: string, password: string) => logIn(app, { email, password }, freshAddress());
const verifyStatus = async (token: string) =>
  (await app.inject({ url: '/api/auth/verify', headers: bearer(token) })).statusCode;

/** The raw messages sent to this address so far. */
const mailTo = (email: string) =>
  smtp.received.filter((message) => message.to.some((to) => to.includes(`<${email}>`)));

/** Waits for the nth message to this address (the work runs after the answer). */
async function nthMailTo(email: string, n: number): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const message = mailTo(email)[n - 1];
    if (message) return message.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no email number ${n} reached ${email}`);
}

/** The reset link in a message as the student's mail program shows it. */
const resetLink = (raw: string): URL => linkIn(raw, '/reset-password');
const tokenOf = (link: URL) => link.searchParams.get('token') ?? '';

describe('forgot password: POST /api/account/forgot-password', () => {
  it('emails a link that sets a new password, signs out every device, and works once', async () => {
    const student = await registerUser(app, { name: 'Asha Verma', mailbox: smtp });
    const otherDevice = (await login(student.email, student.password)).json<AuthResponse>().token;

    const requested = await forgot(student.email.toUpperCase());
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ success: true, message: passwordResetRequestedMessage });

    const mail = await nthMailTo(student.email, 1);
    expect(mail).toMatch(/^Subject: Reset your StudyHub password/m);
    expect(mail).toContain('Hello Asha Verma,');
    const link = resetLink(mail);
    expect(link.pathname).toBe('/reset-password');

    const done = await reset(tokenOf(link), 'a brand new password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Your password has been changed. Please log in with your new password.',
    });
    expect(await verifyStatus(student.token)).toBe(401);
    expect(await verifyStatus(otherDevice)).toBe(401);
    expect((await login(student.email, student.password)).statusCode).toBe(401);
    expect((await login(student.email, 'a brand new password')).statusCode).toBe(200);

    const again = await reset(tokenOf(link), 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      code: 'RESET_LINK_INVALID',
      message: 'This reset link has expired or has already been used. Please ask for a new one.',
    });
    expect((await login(student.email, 'yet another password')).statusCode).toBe(401);
  });

  it('answers an unknown email exactly as a known one, and emails nobody for it', async () => {
    const student = await registerUser(app, { mailbox: smtp });
    const unknown = await forgot('nobody-here@example.com');
    const known = await forgot(student.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    await nthMailTo(student.email, 1);
    expect(mailTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('keeps the link for one hour and refuses it after', async () => {
    const start = clock;
    try {
      const late = await registerUser(app, { mailbox: smtp });
      await forgot(late.email);
      const lateLink = resetLink(await nthMailTo(late.email, 1));
      const onTime = await registerUser(app, { mailbox: smtp });
      await forgot(onTime.email);
      const onTimeLink = resetLink(await nthMailTo(onTime.email, 1));

      clock = minutesLater(start, 61);
      expect((await reset(tokenOf(lateLink), 'too late a password')).statusCode).toBe(400);
      expect((await login(late.email, late.password)).statusCode).toBe(200);

      clock = minutesLater(start, 59);
      expect((await reset(tokenOf(onTimeLink), 'just in time password')).statusCode).toBe(200);
    } finally {
      clock = start;
    }
  });

  it('lets only the newest link work when the student asks twice', async () => {
    const student = await registerUser(app, { mailbox: smtp });
    await forgot(student.email);
    const first = resetLink(await nthMailTo(student.email, 1));
    await forgot(student.email);
    const second = resetLink(await nthMailTo(student.email, 2));
    expect((await reset(tokenOf(first), 'from the first link')).statusCode).toBe(400);
    expect((await reset(tokenOf(second), 'from the second link')).statusCode).toBe(200);
  });

  it('refuses a new password that breaks the rules, and the link still works after', async () => {
    const student = await registerUser(app, { mailbox: smtp });
    await forgot(student.email);
    const link = resetLink(await nthMailTo(student.email, 1));
    const short = await reset(tokenOf(link), 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Your password must be at least 8 characters.',
    });
    expect((await reset(tokenOf(link), 'p'.repeat(129))).statusCode).toBe(400);
    expect((await reset(tokenOf(link), 'long enough now')).statusCode).toBe(200);
  });

  it('refuses a made-up token and a missing one', async () => {
    expect((await reset('made-up-token', 'a good password')).json()).toMatchObject({
      code: 'RESET_LINK_INVALID',
    });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/account/reset-password',
      payload: { password: 'a good password' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('lets one link set one password when it is used twice at once', async () => {
    const student = await registerUser(app, { mailbox: smtp });
    await forgot(student.email);
    const token = tokenOf(resetLink(await nthMailTo(student.email, 1)));
    const answers = await Promise.all([
      reset(token, 'first racer password'),
      reset(token, 'second racer password'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'first' : 'second';
    expect((await login(student.email, `${winner} racer password`)).statusCode).toBe(200);
  });

  it('limits requests per address, never per email, so a stranger cannot block the owner', async () => {
    const student = await registerUser(app, { mailbox: smtp });
    const stranger = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= accountLimits.resetRequestsPerIp.max; attempt++) {
      statuses.push((await forgot(student.email, stranger)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect((await forgot(student.email, freshAddress())).statusCode).toBe(200);
  });

  it('refuses a malformed email with the registration message', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please enter a valid email address.' });
  });
});

describe('without SMTP_URL', () => {
  function capture(env: 'development' | 'production') {
    const lines: { level: string; object: unknown; message: unknown }[] = [];
    const record = (level: string) => (object: unknown, message?: unknown) =>
      lines.push({ level, object, message });
    const mailer = createPasswordResetMailer(
      createStudentMail({
        smtpUrl: undefined,
        supportEmail: 'support@studyhub.example',
        env,
        log: { info: record('info'), warn: record('warn'), error: record('error') } as never,
      }),
    );
    return { mailer, lines };
  }
  const link = 'http://localhost:3000/reset-password?token=abc123';

  it('writes the link to the log in development', async () => {
    const { mailer, lines } = capture('development');
    await mailer.send({ name: 'Asha', email: 'asha@example.com' }, link);
    expect(JSON.stringify(lines)).toContain(link);
  });

  it('never writes the link to the log in production', async () => {
    const { mailer, lines } = capture('production');
    await mailer.send({ name: 'Asha', email: 'asha@example.com' }, link);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('abc123');
  });

  it('tells the pages that the site sends no email', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.inject({ url: '/api/site' })).json()).toMatchObject({
        sendsEmail: false,
      });
      expect((await app.inject({ url: '/api/site' })).json()).toMatchObject({ sendsEmail: true });
    } finally {
      await plain.close();
    }
  });
});
