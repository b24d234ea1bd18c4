import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import {
  createFormPagesApp,
  postForm,
  renderedOf,
  sessionCookie,
} from '../../../test/form-pages.ts';
import type { App } from '../../app.ts';

// Decision 35: the forms work without the script, rendered by the stand-in of
// server/test/form-pages.ts, which shows what the server hands the page.

let app: App;

beforeAll(async () => {
  app = await createFormPagesApp();
});
afterAll(async () => {
  await app.close();
});

describe('the login form without the script', () => {
  it('signs in and goes on to next, with the session cookie', async () => {
    const student = await registerUser(app);
    const response = await postForm(app, '/login', {
      mode: 'login',
      email: student.email,
      password: student.password,
      next: '/notes?page=2',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/notes?page=2');
    expect(response.headers['set-cookie']).toEqual(
      expect.stringMatching(/^studyhub_session=.*HttpOnly; SameSite=Lax/),
    );
    // The cookie signs in the pages that follow: rendered for this student, never kept.
    const page = await app.inject({ url: '/notes', headers: { cookie: sessionCookie(response) } });
    expect(renderedOf(page.body).user?.email).toBe(student.email);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toMatch(/cookie/);
  });

  it('never sends the student to another site after signing in', async () => {
    const student = await registerUser(app);
    for (const next of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      '/\t/evil',
    ]) {
      const response = await postForm(app, '/login', {
        email: student.email,
        password: student.password,
        next,
      });
      expect(response.headers.location).toBe('/dashboard');
    }
  });

  it('renders /login again with the error and the email, never the password', async () => {
    const student = await registerUser(app);
    const response = await postForm(app, '/login', {
      mode: 'login',
      email: student.email,
      password: 'not the password',
      next: '/notes',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
    const rendered = renderedOf(response.body);
    expect(rendered.path).toBe('/login?next=%2Fnotes');
    expect(rendered.formResult).toEqual({
      form: 'login',
      error: { message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' },
      values: { email: student.email },
    });
    expect(response.body).not.toContain('not the password');
  });

  it('registers, or shows the rule that was broken beside its field', async () => {
    const short = await postForm(app, '/login', {
      mode: 'register',
      name: 'Ravi Kumar',
      email: 'ravi.form@example.com',
      password: 'short',
      rememberMe: 'on',
    });
    expect(short.statusCode).toBe(400);
    expect(renderedOf(short.body)).toMatchObject({
      path: '/login?mode=register',
      formResult: {
        form: 'register',
        error: { field: 'password', message: expect.stringMatching(/at least 8 characters/) },
        values: { name: 'Ravi Kumar', email: 'ravi.form@example.com' },
      },
    });
    const registered = await postForm(app, '/login', {
      mode: 'register',
      name: 'Ravi Kumar',
      email: 'ravi.form@example.com',
      password: 'a long enough password',
      rememberMe: 'on',
    });
    expect(registered.statusCode).toBe(303);
    expect(registered.headers.location).toBe('/dashboard');
    expect(registered.headers['set-cookie']).toMatch(/Max-Age=2592000/);
  });

  it('refuses a sign-in form posted from another site', async () => {
    const student = await registerUser(app);
    const response = await postForm(
      app,
      '/login',
      { email: student.email, password: student.password },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(renderedOf(response.body).formResult?.error?.message).toMatch(
      /did not come from StudyHub/,
    );
  });

  it('sends a signed-in student who opens /login on to where they were going', async () => {
    const student = await registerUser(app);
    const login = await postForm(app, '/login', {
      email: student.email,
      password: student.password,
    });
    const cookie = sessionCookie(login);
    const response = await app.inject({ url: '/login?next=/notes', headers: { cookie } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/notes');
    const visitor = await app.inject({ url: '/login' });
    expect(visitor.statusCode).toBe(200);
    expect(renderedOf(visitor.body).user).toBeNull();
  });

  it('keeps the API to JSON: a form body is refused there', async () => {
    const student = await registerUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: new URLSearchParams({ email: student.email, password: student.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('other forms without the script', () => {
  it('sends a visitor from the contact form to /login and back', async () => {
    const response = await postForm(app, '/contact', { name: 'A', email: 'a@example.com' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?next=%2Fcontact');
  });

  it('stores a signed-in student’s message and shows its request id, or what is wrong', async () => {
    const student = await registerUser(app);
    const cookie = sessionCookie(
      await postForm(app, '/login', { email: student.email, password: student.password }),
    );
    const fields = {
      name: 'Priya Nair',
      email: student.email,
      subject: 'Payment done but note not unlocked',
      message: '',
    };
    const refused = await postForm(app, '/contact', fields, { cookie });
    expect(refused.statusCode).toBe(400);
    expect(renderedOf(refused.body).formResult).toMatchObject({
      form: 'contact',
      error: { field: 'message', message: 'Please enter your message.' },
      values: { subject: 'Payment done but note not unlocked' },
    });
    const sent = await postForm(
      app,
      '/contact',
      { ...fields, message: 'I paid for the DBMS note and cannot download it.' },
      { cookie },
    );
    expect(sent.statusCode).toBe(200);
    const done = renderedOf(sent.body).formResult?.done;
    expect(done?.requestId).toMatch(/^CR-[0-9A-Z]{8}$/);
  });

  it('answers a reset-link request the same way for any email', async () => {
    const response = await postForm(app, '/forgot-password', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(renderedOf(response.body).formResult).toMatchObject({
      form: 'forgot-password',
      done: { email: 'nobody@example.com' },
    });
  });

  it('refuses a reset with a link that is not valid, without showing the token again', async () => {
    const response = await postForm(app, '/reset-password', {
      token: 'made-up-token',
      password: 'a new long password',
      confirm: 'a new long password',
    });
    expect(response.statusCode).toBe(400);
    const rendered = renderedOf(response.body);
    expect(rendered.path).toBe('/reset-password?token=made-up-token');
    expect(rendered.formResult?.error).toMatchObject({
      code: 'RESET_LINK_INVALID',
      message: expect.stringMatching(/link/i),
    });
    expect(rendered.formResult?.values).toEqual({});
    expect(response.body).not.toContain('a new long password');

    const mismatch = await postForm(app, '/reset-password', {
      token: 'made-up-token',
      password: 'a new long password',
      confirm: 'another password',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(renderedOf(mismatch.body).formResult?.error).toEqual({
      message: 'The two passwords do not match.',
      field: 'confirm',
    });
  });

  it('logs out with a form: the session ends and the cookie goes', async () => {
    const student = await registerUser(app);
    const cookie = sessionCookie(
      await postForm(app, '/login', { email: student.email, password: student.password }),
    );
    const response = await postForm(app, '/logout', {}, { cookie });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login');
    expect(response.headers['set-cookie']).toMatch(/studyhub_session=;/);
    const verify = await app.inject({ url: '/api/auth/verify', headers: { cookie } });
    expect(verify.statusCode).toBe(401);
  });

  it('sends a visitor on a signed-in page to /login with the way back', async () => {
    const response = await app.inject({ url: '/dashboard?tab=downloads' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?next=%2Fdashboard%3Ftab%3Ddownloads');
  });
});
