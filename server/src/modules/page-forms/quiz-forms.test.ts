import type { AttemptResponse, CertificateResponse, Subject } from '@studyhub/contract/quiz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import {
  createFormPagesApp,
  postForm as postFormTo,
  renderedOf,
  signInWithForm,
  site,
} from '../../../test/form-pages.ts';
import type { App } from '../../app.ts';
import { loadBank } from '../quizzes/quiz-banks.ts';

// Decision 35: the quizzes and the certificate name work without the script. The renderer is the
// stand-in of test/form-pages.ts, which shows what the server renders the page with (its address,
// the student, the form's outcome); what the page then shows is the API's attempt, read here
// through the API as the page's render reads it.

type Attempt = AttemptResponse['attempt'];

let app: App;
let clock = new Date('2026-11-22T09:00:00.000Z');
/** The student spends this long on the app's clock. */
const spend = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  app = await createFormPagesApp({ now: () => clock });
});
afterAll(async () => {
  await app.close();
});

const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string>) =>
  postFormTo(app, url, fields, headers);

/** A new student, signed in through the login form with the session cookie the browser keeps. */
async function signedInStudent(): Promise<{ cookie: string }> {
  return { cookie: await signInWithForm(app, await registerUser(app)) };
}

/** The attempt as the page's render reads it: through the API, with the student's cookie. */
async function attemptSeenBy(cookie: string, id: string) {
  const response = await app.inject({ url: `/api/quizzes/attempts/${id}`, headers: { cookie } });
  return { status: response.statusCode, attempt: response.json<AttemptResponse>().attempt };
}

/** Presses Start Quiz: the address the browser is sent on to, and the attempt shown there. */
async function startWithForm(cookie: string, route: string) {
  const response = await postForm(route, { intent: 'start' }, { cookie });
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  const id = new URL(location, site).searchParams.get('attempt') ?? '';
  return { location, attempt: (await attemptSeenBy(cookie, id)).attempt };
}

const textOf = (question: { question: string; code?: string | null }) =>
  `${question.question}\n${question.code ?? ''}`;

/**
 * The answer sheet's fields as a student fills them in: the first `right` questions rightly and
 * the others wrongly, by the key in the content files.
 */
function answerFields(subject: Subject, attempt: Attempt, right: number): Record<string, string> {
  const key = new Map(
    loadBank(subject).questions.map((question) => [
      textOf(question),
      question.options[question.answer] ?? '',
    ]),
  );
  return Object.fromEntries(
    attempt.questions.map((question, index) => {
      const correct = question.options.indexOf(key.get(textOf(question)) ?? '');
      return [`answer-${question.id}`, String(index < right ? correct : (correct + 1) % 4)];
    }),
  );
}

describe('a quiz without the script', () => {
  it('starts from Start Quiz and shows the attempt at its own address; pressing it again resumes', async () => {
    const { cookie } = await signedInStudent();
    const { location, attempt } = await startWithForm(cookie, '/java-verify');
    expect(location).toBe(`/java-verify?attempt=${attempt.id}`);
    expect(attempt).toMatchObject({
      subject: 'java',
      status: 'in_progress',
      remainingSeconds: 1800,
    });
    expect(attempt.questions).toHaveLength(50);

    const page = await app.inject({ url: location, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(renderedOf(page.body).path).toBe(location);

    // The open attempt, not a new one: a second start costs nothing of the day's budget.
    const again = await startWithForm(cookie, '/java-verify');
    expect(again.location).toBe(location);
  });

  it('grades every answer posted at once, as the script’s submission is, then issues the certificate', async () => {
    const { cookie } = await signedInStudent();
    const { attempt } = await startWithForm(cookie, '/C-verify');
    spend(10 * 60);
    const submitted = await postForm(
      '/C-verify',
      { intent: 'submit', attempt: attempt.id, ...answerFields('c', attempt, 50) },
      { cookie },
    );
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(`/C-verify?attempt=${attempt.id}`);
    const graded = (await attemptSeenBy(cookie, attempt.id)).attempt;
    expect(graded.status).toBe('submitted');
    expect(graded.result).toMatchObject({
      score: 50,
      passed: true,
      tooFast: false,
      certificateEligible: true,
    });

    // A name the certificate cannot carry: the page again, the API's words beside the field.
    const refused = await postForm(
      '/C-verify',
      { intent: 'certificate', attempt: attempt.id, name: 'A' },
      { cookie },
    );
    expect(refused.statusCode).toBe(400);
    expect(renderedOf(refused.body)).toEqual({
      path: `/C-verify?attempt=${attempt.id}`,
      user: expect.objectContaining({ email: expect.any(String) }),
      formResult: {
        form: 'certificate',
        error: {
          field: 'name',
          code: 'VALIDATION_ERROR',
          message: 'Please enter your name (at least 2 characters).',
        },
        values: { name: 'A' },
      },
    });

    const issued = await postForm(
      '/C-verify',
      { intent: 'certificate', attempt: attempt.id, name: 'Kavya Menon' },
      { cookie },
    );
    expect(issued.statusCode).toBe(303);
    expect(issued.headers.location).toBe(`/C-verify?attempt=${attempt.id}`);
    const certificateId = (await attemptSeenBy(cookie, attempt.id)).attempt.result?.certificateId;
    expect(certificateId).toMatch(/^[A-Z0-9]{12}$/);
    const certificate = await app.inject({ url: `/api/certificates/${certificateId}` });
    expect(certificate.json<CertificateResponse>().certificate).toMatchObject({
      name: 'Kavya Menon',
      subjectLine: 'C Programming (Basic)',
      score: 50,
      total: 50,
    });
  });

  it('leaves out answers that are not an option of four', async () => {
    const { cookie } = await signedInStudent();
    const { attempt } = await startWithForm(cookie, '/python-verify');
    const [first, second] = attempt.questions;
    const submitted = await postForm(
      '/python-verify',
      {
        intent: 'submit',
        attempt: attempt.id,
        [`answer-${first?.id}`]: '7',
        [`answer-${second?.id}`]: 'two',
        'answer-not-served': '1',
      },
      { cookie },
    );
    expect(submitted.statusCode).toBe(303);
    const graded = (await attemptSeenBy(cookie, attempt.id)).attempt;
    expect(graded.answers).toEqual({});
    expect(graded.result?.score).toBe(0);
  });

  it('refuses a second submission and a late one in the API’s words, keeping what was chosen', async () => {
    const { cookie } = await signedInStudent();
    const { attempt } = await startWithForm(cookie, '/java-verify');
    const fields = { intent: 'submit', attempt: attempt.id, ...answerFields('java', attempt, 10) };
    expect((await postForm('/java-verify', fields, { cookie })).statusCode).toBe(303);
    const twice = await postForm('/java-verify', fields, { cookie });
    expect(twice.statusCode).toBe(409);
    const { attempt: _attempt, intent: _intent, ...chosen } = fields;
    expect(renderedOf(twice.body)).toMatchObject({
      path: `/java-verify?attempt=${attempt.id}`,
      formResult: {
        form: 'quiz-submit',
        error: { code: 'ATTEMPT_CLOSED', message: 'This attempt has already been submitted.' },
        values: chosen,
      },
    });

    const late = await startWithForm(cookie, '/python-verify');
    // The deadline and the grace for the network are past.
    spend(1800 + 11);
    const refused = await postForm(
      '/python-verify',
      { intent: 'submit', attempt: late.attempt.id, ...answerFields('python', late.attempt, 50) },
      { cookie },
    );
    expect(refused.statusCode).toBe(409);
    expect(renderedOf(refused.body).formResult?.error?.message).toBe(
      "Time's up: this attempt closed at its deadline, so the late answers were not counted.",
    );
    // The page shows the closed attempt: a time-out on the answers saved in time (none).
    const closed = (await attemptSeenBy(cookie, late.attempt.id)).attempt;
    expect(closed.status).toBe('timed_out');
    expect(closed.result).toMatchObject({ score: 0, timedOut: true, certificateEligible: false });
  });

  it('records answers sent at the deadline, within the grace, as a time-out', async () => {
    const { cookie } = await signedInStudent();
    const { attempt } = await startWithForm(cookie, '/javascript-Quiz');
    spend(1800 + 5);
    const submitted = await postForm(
      '/javascript-Quiz',
      { intent: 'submit', attempt: attempt.id, ...answerFields('javascript', attempt, 40) },
      { cookie },
    );
    expect(submitted.statusCode).toBe(303);
    const graded = (await attemptSeenBy(cookie, attempt.id)).attempt;
    expect(graded.result).toMatchObject({ score: 40, timedOut: true, passed: false });
  });

  it('keeps each attempt to its own student', async () => {
    const owner = await signedInStudent();
    const other = await signedInStudent();
    const { attempt } = await startWithForm(owner.cookie, '/java-verify');

    const meddle = await postForm(
      '/java-verify',
      { intent: 'submit', attempt: attempt.id, ...answerFields('java', attempt, 0) },
      other,
    );
    expect(meddle.statusCode).toBe(404);
    expect(renderedOf(meddle.body).formResult?.error).toEqual({
      code: 'NOT_FOUND',
      message: 'Quiz attempt not found',
    });
    const certificate = await postForm(
      '/java-verify',
      { intent: 'certificate', attempt: attempt.id, name: 'Someone Else' },
      other,
    );
    expect(certificate.statusCode).toBe(404);
    // The page rendered at the attempt's address reads it as the other student: not found.
    expect((await attemptSeenBy(other.cookie, attempt.id)).status).toBe(404);
    expect((await attemptSeenBy(owner.cookie, attempt.id)).attempt.status).toBe('in_progress');
  });

  it('sends a visitor to /login and back to the quiz', async () => {
    const start = await postForm('/python-verify', { intent: 'start' }, {});
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe('/login?next=%2Fpython-verify');
    const submit = await postForm(
      '/python-verify',
      { intent: 'submit', attempt: 'a1b2', 'answer-x': '1' },
      {},
    );
    expect(submit.headers.location).toBe(
      `/login?next=${encodeURIComponent('/python-verify?attempt=a1b2')}`,
    );
    const certificate = await postForm('/js_certificate', { attempt: 'a1b2', name: 'Asha' }, {});
    expect(certificate.headers.location).toBe('/login?next=%2Fjs_certificate');
  });

  it('refuses a quiz form posted from another site, and starts nothing', async () => {
    const { cookie } = await signedInStudent();
    const forged = await postForm(
      '/java-verify',
      { intent: 'start' },
      { cookie, origin: 'https://evil.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect(renderedOf(forged.body).formResult?.error?.message).toMatch(
      /did not come from StudyHub/,
    );
    // Nothing was open: the student's own start is a new attempt (201), not a resumed one.
    const own = await app.inject({
      method: 'POST',
      url: '/api/quizzes/java/attempts',
      headers: { cookie, origin: site },
    });
    expect(own.statusCode).toBe(201);
  });

  it('says when the next attempt opens once the day’s starts are used, where Start Quiz is', async () => {
    const { cookie } = await signedInStudent();
    for (let started = 0; started < 3; started += 1) {
      const { attempt } = await startWithForm(cookie, '/python-verify');
      await postForm('/python-verify', { intent: 'submit', attempt: attempt.id }, { cookie });
    }
    const refused = await postForm('/python-verify', { intent: 'start' }, { cookie });
    expect(refused.statusCode).toBe(429);
    expect(renderedOf(refused.body)).toMatchObject({
      path: '/python-verify',
      formResult: {
        form: 'quiz-start',
        error: {
          code: 'ATTEMPT_LIMIT',
          message: expect.stringMatching(
            /^You have used your 3 attempts at the Python quiz in the last 24 hours\. Your next attempt opens on .+ IST\.$/,
          ),
        },
      },
    });
  });

  it('refuses a form without its intent or its attempt', async () => {
    const { cookie } = await signedInStudent();
    const unknown = await postForm('/java-verify', { intent: 'peek' }, { cookie });
    expect(unknown.statusCode).toBe(400);
    expect(renderedOf(unknown.body).formResult?.error?.message).toBe(
      'Please reload the page and try again.',
    );
    const noAttempt = await postForm('/java-verify', { intent: 'submit' }, { cookie });
    expect(noAttempt.statusCode).toBe(400);
    expect(renderedOf(noAttempt.body).formResult).toMatchObject({
      form: 'quiz-submit',
      error: { message: 'Quiz attempt not found', field: 'attempt' },
    });
  });
});

describe('the JavaScript certificate without the script', () => {
  it('issues the certificate of the latest pass with the name posted, or says what is wrong', async () => {
    const { cookie } = await signedInStudent();
    const { attempt } = await startWithForm(cookie, '/javascript-Quiz');
    spend(10 * 60);
    await postForm(
      '/javascript-Quiz',
      { intent: 'submit', attempt: attempt.id, ...answerFields('javascript', attempt, 31) },
      { cookie },
    );

    const refused = await postForm(
      '/js_certificate',
      { attempt: attempt.id, name: 'Asha 7' },
      { cookie },
    );
    expect(refused.statusCode).toBe(400);
    expect(renderedOf(refused.body)).toMatchObject({
      path: '/js_certificate',
      formResult: {
        form: 'certificate',
        error: {
          field: 'name',
          message: 'Your name can have letters, spaces, dots, hyphens and apostrophes only.',
        },
        values: { name: 'Asha 7' },
      },
    });

    const issued = await postForm(
      '/js_certificate',
      { attempt: attempt.id, name: 'Asha Verma' },
      { cookie },
    );
    expect(issued.statusCode).toBe(303);
    expect(issued.headers.location).toBe('/js_certificate');
    const latest = await app.inject({
      url: '/api/quizzes/javascript/latest-pass',
      headers: { cookie },
    });
    expect(latest.json()).toMatchObject({
      attemptId: attempt.id,
      certificate: { name: 'Asha Verma', score: 31, total: 40 },
    });
  });
});
