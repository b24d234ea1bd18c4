import {
  type AttemptResponse,
  type CertificateResponse,
  quizzes,
  type Subject,
  subjects,
} from '@studyhub/contract/quiz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { adminToken, bearer, registerUser } from '../../../test/factories.ts';
import type { App } from '../../app.ts';
import { loadBank } from './quiz-banks.ts';

let app: App;
let clock = new Date('2026-11-22T09:00:00.000Z');
const later = (seconds: number) => new Date(clock.getTime() + seconds * 1000);

beforeAll(async () => {
  app = await createTestApp({ now: () => clock, seedDemoAs: 'development' });
});
afterAll(async () => {
  await app.close();
});

type Attempt = AttemptResponse['attempt'];
type ServedQuestion = Attempt['questions'][number];

const textOf = (question: { question: string; code?: string | null }) =>
  `${question.question}\n${question.code ?? ''}`;

/**
 * Every bank question by its text (served ids are random), with its bank id, place and right
 * option, read from the content files as a student cannot.
 */
const bankByText = new Map(
  subjects.flatMap((subject) =>
    loadBank(subject).questions.map(
      (question, position) =>
        [
          textOf(question),
          { id: question.id, position, right: question.options[question.answer] ?? '' },
        ] as const,
    ),
  ),
);
const bankQuestion = (question: ServedQuestion) => {
  const found = bankByText.get(textOf(question));
  if (!found) throw new Error(`not in any bank: ${question.question}`);
  return found;
};

/** The student spends this long on the app's clock (a submission needs the quiz's minimum). */
const takeTime = (seconds: number) => {
  clock = later(seconds);
};

async function start(token: string, subject = 'java') {
  const response = await app.inject({
    method: 'POST',
    url: `/api/quizzes/${subject}/attempts`,
    headers: bearer(token),
  });
  return { response, attempt: response.json<AttemptResponse>().attempt };
}

/** Answers the first `right` questions correctly and every other one wrongly. */
function answersScoring(attempt: Attempt, right: number): Record<string, number> {
  return Object.fromEntries(
    attempt.questions.map((question, index) => {
      const correct = question.options.indexOf(bankQuestion(question).right);
      return [question.id, index < right ? correct : (correct + 1) % 4];
    }),
  );
}

async function submit(token: string, attempt: Attempt, body: object) {
  return app.inject({
    method: 'POST',
    url: `/api/quizzes/attempts/${attempt.id}/submit`,
    headers: bearer(token),
    payload: body,
  });
}

async function issue(token: string, attemptId: string, name = 'Priya Nair') {
  return app.inject({
    method: 'POST',
    url: '/api/certificates',
    headers: bearer(token),
    payload: { attemptId, name },
  });
}

describe('question banks', () => {
  it.each(subjects)(
    '%s: enough questions, four distinct options, one keyed answer, no duplicates',
    (subject) => {
      const bank = loadBank(subject);
      expect(bank.questions.length).toBeGreaterThanOrEqual(quizzes[subject].questionCount);
      const texts = new Set<string>();
      for (const question of bank.questions) {
        expect(new Set(question.options.map((option) => option.trim())).size).toBe(4);
        expect([0, 1, 2, 3]).toContain(question.answer);
        const text = `${question.question}\n${question.code ?? ''}`;
        expect(texts.has(text)).toBe(false);
        texts.add(text);
      }
      for (const topic of bank.topics) {
        expect(
          bank.questions.filter((question) => question.topic === topic.id).length,
        ).toBeGreaterThanOrEqual(5);
      }
    },
  );

  it('are in the database, with the topics each quiz lists', async () => {
    const response = await app.inject({ url: '/api/quizzes/python' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      quiz: {
        subject: 'python',
        questionCount: 50,
        passMark: 35,
        timeLimitSeconds: 1800,
        subjectLine: 'Python Programming (Basic)',
      },
    });
    expect(response.json().quiz.topics.length).toBe(loadBank('python').topics.length);
  });
});

describe('starting an attempt', () => {
  it('needs sign-in', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/quizzes/java/attempts' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an unknown subject', async () => {
    const { token } = await registerUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/quizzes/cobol/attempts',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
  });

  it.each(subjects)('serves %s questions and options without any answer key', async (subject) => {
    const { token } = await registerUser(app);
    const { response, attempt } = await start(token, subject);
    expect(response.statusCode).toBe(201);
    expect(attempt.questions).toHaveLength(quizzes[subject].questionCount);
    expect(attempt.remainingSeconds).toBe(1800);
    expect(attempt.result).toBeNull();
    for (const question of attempt.questions) {
      expect(Object.keys(question).sort()).toEqual(['code', 'id', 'options', 'question']);
      expect(question.options).toHaveLength(4);
    }
    expect(response.body).not.toMatch(/"answer"|"correct"|"explanation"|correctAnswer/);
  });

  it.each(subjects)(
    'serves %s in a random order, under random ids that name no bank question or place',
    async (subject) => {
      const first = (await start((await registerUser(app)).token, subject)).attempt;
      const second = (await start((await registerUser(app)).token, subject)).attempt;
      for (const attempt of [first, second]) {
        const positions = attempt.questions.map((question) => bankQuestion(question).position);
        // Bank order would group the questions by topic; 40 or 50 random draws are never sorted.
        expect(positions).not.toEqual([...positions].sort((a, b) => a - b));
        for (const question of attempt.questions) {
          expect(question.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
          expect(question.id).not.toBe(bankQuestion(question).id);
        }
      }
      const idsOfFirst = new Map(first.questions.map((q) => [textOf(q), q.id]));
      const shared = second.questions.filter((question) => idsOfFirst.has(textOf(question)));
      expect(shared.length).toBeGreaterThan(0);
      for (const question of shared) expect(question.id).not.toBe(idsOfFirst.get(textOf(question)));
    },
  );

  it('resumes the open attempt, with its answers and remaining time, instead of starting another', async () => {
    const { token } = await registerUser(app);
    const { attempt } = await start(token);
    const first = attempt.questions[0]?.id ?? '';
    await app.inject({
      method: 'PUT',
      url: `/api/quizzes/attempts/${attempt.id}/answers`,
      headers: bearer(token),
      payload: { answers: { [first]: 2 } },
    });
    const saved = clock;
    clock = later(600);
    try {
      const again = await start(token);
      expect(again.response.statusCode).toBe(200);
      expect(again.attempt.id).toBe(attempt.id);
      expect(again.attempt.answers).toEqual({ [first]: 2 });
      expect(again.attempt.remainingSeconds).toBe(1200);
      expect(again.attempt.questions).toEqual(attempt.questions);
    } finally {
      clock = saved;
    }
  });

  it('keeps attempts private to their student', async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const { attempt } = await start(owner.token);
    const peek = await app.inject({
      url: `/api/quizzes/attempts/${attempt.id}`,
      headers: bearer(other.token),
    });
    expect(peek.statusCode).toBe(404);
    const meddle = await submit(other.token, attempt, { answers: {} });
    expect(meddle.statusCode).toBe(404);
  });
});

describe('answers and grading', () => {
  it('ignores answers to questions the attempt did not serve', async () => {
    const { token } = await registerUser(app);
    const { attempt } = await start(token);
    const served = attempt.questions[0]?.id ?? '';
    const response = await app.inject({
      method: 'PUT',
      url: `/api/quizzes/attempts/${attempt.id}/answers`,
      headers: bearer(token),
      payload: { answers: { [served]: 1, 'java-999': 0, 'python-001': 2 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AttemptResponse>().attempt.answers).toEqual({ [served]: 1 });
  });

  it.each([
    ['java', 35, true],
    ['java', 34, false],
    ['javascript', 25, true],
    ['javascript', 24, false],
  ] as const)('%s with %i right: passed is %s', async (subject, right, passed) => {
    const { token } = await registerUser(app);
    const { attempt } = await start(token, subject);
    takeTime(quizzes[subject].minimumSeconds);
    const response = await submit(token, attempt, { answers: answersScoring(attempt, right) });
    expect(response.statusCode).toBe(200);
    const { result, status } = response.json<AttemptResponse>().attempt;
    expect(status).toBe('submitted');
    expect(result).toMatchObject({
      score: right,
      total: quizzes[subject].questionCount,
      passMark: quizzes[subject].passMark,
      passed,
      timedOut: false,
      tooFast: false,
      certificateEligible: passed,
    });
    if (passed) {
      expect(result?.topics?.reduce((sum, topic) => sum + topic.correct, 0)).toBe(right);
      // Only the questions answered wrongly, with the answer chosen, never the right one
      // (decision 37; the details are in quiz-review.test.ts).
      expect(result?.review?.map((item) => item.questionId)).toEqual(
        attempt.questions.slice(right).map((question) => question.id),
      );
      for (const item of result?.review ?? []) {
        const served = attempt.questions.find((question) => question.id === item.questionId);
        expect(item.chosen).not.toBe(served && bankQuestion(served).right);
      }
      expect(response.body).not.toMatch(/"explanation"|"answer"|"correctAnswer"/);
      expect(result?.weakTopics).toEqual([]);
    } else {
      // A fail reveals no right answers and no per-topic counts, only where to study.
      expect(result?.topics).toBeNull();
      expect(result?.review).toBeNull();
      expect(response.body).not.toMatch(/"explanation"|"review":\[|"correct"/);
      const topicNames = new Set(loadBank(subject).topics.map((topic) => topic.name));
      expect(result?.weakTopics).toHaveLength(3);
      for (const topic of result?.weakTopics ?? []) {
        expect(Object.keys(topic).sort()).toEqual(['name', 'notesLink', 'topic']);
        expect(topicNames.has(topic.name)).toBe(true);
        expect(topic.notesLink).toMatch(/^\/notes\?search=/);
      }
    }
  });

  it('names three topics to revise after any fail, whatever the score', async () => {
    for (const right of [0, 20, 34]) {
      const { token } = await registerUser(app);
      const { attempt } = await start(token);
      const response = await submit(token, attempt, { answers: answersScoring(attempt, right) });
      const { result } = response.json<AttemptResponse>().attempt;
      expect(result?.weakTopics).toHaveLength(3);
      // The same attempt reads the same way every time it is opened.
      const again = await app.inject({
        url: `/api/quizzes/attempts/${attempt.id}`,
        headers: bearer(token),
      });
      expect(again.json<AttemptResponse>().attempt.result?.weakTopics).toEqual(result?.weakTopics);
    }
  });

  it('counts unanswered questions as wrong', async () => {
    const { token } = await registerUser(app);
    const { attempt } = await start(token, 'c');
    const response = await submit(token, attempt, {});
    expect(response.json<AttemptResponse>().attempt.result).toMatchObject({
      score: 0,
      total: 50,
      passed: false,
    });
  });

  it('refuses a second submission', async () => {
    const { token } = await registerUser(app);
    const { attempt } = await start(token);
    expect(
      (await submit(token, attempt, { answers: answersScoring(attempt, 50) })).statusCode,
    ).toBe(200);
    const again = await submit(token, attempt, { answers: answersScoring(attempt, 50) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ATTEMPT_CLOSED',
      message: 'This attempt has already been submitted.',
    });
  });

  it('lets exactly one of two racing submissions through', async () => {
    const { token } = await registerUser(app);
    const { attempt } = await start(token);
    const results = await Promise.all([
      submit(token, attempt, { answers: answersScoring(attempt, 50) }),
      submit(token, attempt, { answers: answersScoring(attempt, 0) }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('the time limit', () => {
  it('records a submission at the deadline as a time-out, never eligible', async () => {
    const { token } = await registerUser(app);
    const { attempt } = await start(token);
    const saved = clock;
    clock = later(1803);
    try {
      const response = await submit(token, attempt, { answers: answersScoring(attempt, 50) });
      expect(response.statusCode).toBe(200);
      const result = response.json<AttemptResponse>().attempt;
      expect(result.status).toBe('timed_out');
      expect(result.result).toMatchObject({
        score: 50,
        passed: false,
        timedOut: true,
        certificateEligible: false,
      });
      const certificate = await issue(token, attempt.id);
      expect(certificate.statusCode).toBe(403);
      expect(certificate.json().message).toBe(
        'You ran out of time and are not eligible for a certificate',
      );
    } finally {
      clock = saved;
    }
  });

  it('records a submission the browser made when its timer hit zero as a time-out', async () => {
    const { token } = await registerUser(app);
    const { attempt } = await start(token);
    const response = await submit(token, attempt, {
      answers: answersScoring(attempt, 50),
      timeUp: true,
    });
    expect(response.json<AttemptResponse>().attempt).toMatchObject({
      status: 'timed_out',
      result: { passed: false },
    });
  });

  it('refuses a late submission and closes the attempt on the answers saved in time', async () => {
    const { token } = await registerUser(app);
    const { attempt } = await start(token);
    const firstFive = Object.fromEntries(Object.entries(answersScoring(attempt, 50)).slice(0, 5));
    await app.inject({
      method: 'PUT',
      url: `/api/quizzes/attempts/${attempt.id}/answers`,
      headers: bearer(token),
      payload: { answers: firstFive },
    });
    const saved = clock;
    clock = later(1800 + 60);
    try {
      const late = await submit(token, attempt, { answers: answersScoring(attempt, 50) });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'ATTEMPT_CLOSED' });
      const after = await app.inject({
        url: `/api/quizzes/attempts/${attempt.id}`,
        headers: bearer(token),
      });
      expect(after.json<AttemptResponse>().attempt).toMatchObject({
        status: 'timed_out',
        result: { score: 5, passed: false },
      });
      const save = await app.inject({
        method: 'PUT',
        url: `/api/quizzes/attempts/${attempt.id}/answers`,
        headers: bearer(token),
        payload: { answers: {} },
      });
      expect(save.statusCode).toBe(409);
    } finally {
      clock = saved;
    }
  });
});

describe('the minimum time', () => {
  it.each([
    ['java', 200],
    ['javascript', 160],
  ] as const)(
    '%s: a pass in under %i seconds is graded and shown but earns no certificate',
    async (subject, minimum) => {
      expect(quizzes[subject].minimumSeconds).toBe(minimum);
      const { token } = await registerUser(app);
      const { attempt } = await start(token, subject);
      takeTime(minimum - 1);
      const response = await submit(token, attempt, { answers: answersScoring(attempt, 40) });
      expect(response.json<AttemptResponse>().attempt.result).toMatchObject({
        score: 40,
        passed: true,
        tooFast: true,
        certificateEligible: false,
        certificateId: null,
      });
      const refused = await issue(token, attempt.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        code: 'NOT_ELIGIBLE',
        message:
          'This attempt was submitted too quickly to earn a certificate. Take your time on your next attempt.',
      });
      const latest = await app.inject({
        url: `/api/quizzes/${subject}/latest-pass`,
        headers: bearer(token),
      });
      expect(latest.json()).toMatchObject({ attemptId: null, certificate: null });

      const { attempt: patient } = await start(token, subject);
      takeTime(minimum);
      const passed = await submit(token, patient, { answers: answersScoring(patient, 40) });
      expect(passed.json<AttemptResponse>().attempt.result).toMatchObject({
        tooFast: false,
        certificateEligible: true,
      });
      expect((await issue(token, patient.id)).statusCode).toBe(201);
    },
  );
});

describe('the attempt budget', () => {
  it('allows 3 started attempts per quiz in any 24 hours, then says when the next one opens', async () => {
    // Set forward (never back) to a known time, so the message can be read in full.
    clock = new Date('2026-12-01T09:00:00.000Z');
    const { token } = await registerUser(app, { rememberMe: true });
    const firstStart = clock;
    for (let n = 1; n <= 3; n++) {
      const { response, attempt } = await start(token);
      expect(response.statusCode).toBe(201);
      // Coming back to an open attempt is not a new start.
      takeTime(60);
      expect((await start(token)).response.statusCode).toBe(200);
      await submit(token, attempt, {});
      takeTime(3600);
    }
    const refused = await start(token);
    expect(refused.response.statusCode).toBe(429);
    const nextAttemptAt = new Date(firstStart.getTime() + 24 * 3600 * 1000);
    expect(refused.response.json()).toEqual({
      success: false,
      code: 'ATTEMPT_LIMIT',
      message:
        'You have used your 3 attempts at the Java quiz in the last 24 hours. Your next attempt opens on December 2, 2026 at 2:30 PM IST.',
      nextAttemptAt: nextAttemptAt.toISOString(),
    });
    // Another quiz has its own budget.
    expect((await start(token, 'python')).response.statusCode).toBe(201);

    clock = new Date(nextAttemptAt.getTime() - 1000);
    expect((await start(token)).response.statusCode).toBe(429);
    clock = nextAttemptAt;
    expect((await start(token)).response.statusCode).toBe(201);
  });

  it('counts starts sent at once as one: the others resume it', async () => {
    const { token } = await registerUser(app);
    for (let n = 1; n <= 2; n++) {
      const { attempt } = await start(token, 'c');
      await submit(token, attempt, {});
    }
    const racing = await Promise.all(Array.from({ length: 5 }, () => start(token, 'c')));
    expect(racing.map((r) => r.response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(racing.map((r) => r.attempt.id)).size).toBe(1);
    await submit(token, racing[0]?.attempt as Attempt, {});
    expect((await start(token, 'c')).response.statusCode).toBe(429);
  });
});

describe('certificates', () => {
  async function passedAttempt(token: string, subject = 'java') {
    const { attempt } = await start(token, subject);
    takeTime(quizzes[subject as Subject].minimumSeconds);
    await submit(token, attempt, {
      answers: answersScoring(attempt, quizzes[subject as 'java'].passMark + 3),
    });
    return attempt;
  }

  it('issues one certificate for a pass, verifiable by anyone', async () => {
    const { token } = await registerUser(app);
    const attempt = await passedAttempt(token);
    const response = await issue(token, attempt.id, '  Ananya Iyer  ');
    expect(response.statusCode).toBe(201);
    const { certificate } = response.json<CertificateResponse>();
    expect(certificate).toMatchObject({
      name: 'Ananya Iyer',
      subject: 'java',
      subjectLine: 'Java (Basic)',
      score: 38,
      total: 50,
      revoked: false,
    });
    expect(certificate.id).toMatch(/^[A-Z0-9]{12}$/);
    expect(certificate.verifyUrl).toMatch(new RegExp(`/certificates/${certificate.id}$`));

    const publicView = await app.inject({
      url: `/api/certificates/${certificate.id.toLowerCase()}`,
    });
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json<CertificateResponse>().certificate).toEqual(certificate);

    const attemptView = await app.inject({
      url: `/api/quizzes/attempts/${attempt.id}`,
      headers: bearer(token),
    });
    expect(attemptView.json<AttemptResponse>().attempt.result).toMatchObject({
      certificateId: certificate.id,
      certificateEligible: false,
    });

    const twice = await issue(token, attempt.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_ISSUED' });

    const mine = await app.inject({ url: '/api/user/certificates', headers: bearer(token) });
    expect(mine.json().certificates.map((c: { id: string }) => c.id)).toEqual([certificate.id]);
  });

  it.each([
    ['Devanagari', 'प्रिया शर्मा', 'प्रिया शर्मा'],
    ['Tamil', 'தமிழ்செல்வி ராஜன்', 'தமிழ்செல்வி ராஜன்'],
    ['accented Latin, typed decomposed', 'Jose\u0301 A\u0301lvarez', 'José Álvarez'],
    ['an apostrophe', 'Siobhán O’Brien', 'Siobhán O’Brien'],
    [
      'dots, a hyphen and spaces to collapse',
      "  Dr.  A. P.\u00a0J. D'Souza-Kalam ",
      "Dr. A. P. J. D'Souza-Kalam",
    ],
  ])('prints a name in %s, normalised', async (_kind, typed, printed) => {
    const { token } = await registerUser(app);
    const attempt = await passedAttempt(token, 'python');
    const response = await issue(token, attempt.id, typed);
    expect(response.statusCode).toBe(201);
    expect(response.json<CertificateResponse>().certificate.name).toBe(printed);
    expect(response.json<CertificateResponse>().certificate.name).toBe(printed.normalize('NFC'));
  });

  it('refuses names with hidden characters, digits or symbols, or no letters, saying why', async () => {
    const { token } = await registerUser(app);
    const attempt = await passedAttempt(token, 'python');
    const hidden =
      'Your name contains a hidden character, often copied along with text. Please type your name again.';
    const onlyNameCharacters =
      'Your name can have letters, spaces, dots, hyphens and apostrophes only.';
    const refusals: [string, string][] = [
      ['\u202eAsha Verma', hidden],
      ['Asha\u200dVerma', hidden],
      ['Asha\u200b Verma', hidden],
      ['Asha\u0007 Verma', hidden],
      ['Asha\tVerma', hidden],
      ['\ufeffAsha', hidden],
      ['Asha Verma 2', onlyNameCharacters],
      ['<script>alert(1)</script>', onlyNameCharacters],
      ['Asha_Verma', onlyNameCharacters],
      ['   ', 'Please enter your name (at least 2 characters).'],
      ['A', 'Please enter your name (at least 2 characters).'],
      ['x'.repeat(81), 'Your name can be at most 80 characters.'],
      ['\u0301\u0301\u0301', 'Please enter your name in letters.'],
      [' \u0301 \u0308 ', 'Please enter your name in letters.'],
      ['.-’', 'Please enter your name in letters.'],
    ];
    for (const [name, message] of refusals) {
      const response = await issue(token, attempt.id, name);
      expect({ name, status: response.statusCode, body: response.json() }).toEqual({
        name,
        status: 400,
        body: { success: false, code: 'VALIDATION_ERROR', message, field: 'name' },
      });
    }
    expect((await issue(token, attempt.id, 'Asha Verma')).statusCode).toBe(201);
  });

  it('cannot be had for a failed attempt, an unfinished one or another student’s', async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const { attempt: failed } = await start(owner.token, 'c');
    await submit(owner.token, failed, { answers: answersScoring(failed, 34) });
    const failedResponse = await issue(owner.token, failed.id);
    expect(failedResponse.statusCode).toBe(403);
    expect(failedResponse.json()).toMatchObject({
      code: 'NOT_ELIGIBLE',
      message: 'Try again to become eligible for a certificate.',
    });

    const { attempt: open } = await start(owner.token, 'javascript');
    expect((await issue(owner.token, open.id)).statusCode).toBe(403);

    const passed = await passedAttempt(owner.token);
    const stolen = await issue(other.token, passed.id);
    expect(stolen.statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/api/user/certificates', headers: bearer(other.token) })).json()
        .certificates,
    ).toEqual([]);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/certificates',
          payload: { attemptId: passed.id, name: 'X Y' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('says plainly when an id is unknown, and shows revocation', async () => {
    const unknown = await app.inject({ url: '/api/certificates/NOSUCHCERT00' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      success: false,
      message: 'No certificate has this ID. Please check it and try again.',
    });

    const { token } = await registerUser(app);
    const attempt = await passedAttempt(token);
    const { certificate } = (await issue(token, attempt.id)).json<CertificateResponse>();
    const asStudent = await app.inject({
      method: 'PATCH',
      url: `/api/admin/certificates/${certificate.id}`,
      headers: bearer(token),
      payload: { revoked: true },
    });
    expect(asStudent.statusCode).toBe(403);
    const admin = bearer(await adminToken(app));
    const revokePayload = { revoked: true, reason: 'Answers shared in a group chat' };
    const noReason = await app.inject({
      method: 'PATCH',
      url: `/api/admin/certificates/${certificate.id}`,
      headers: admin,
      payload: { revoked: true },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please give the reason for revoking this certificate.');
    const revoke = await app.inject({
      method: 'PATCH',
      url: `/api/admin/certificates/${certificate.id.toLowerCase()}`,
      headers: admin,
      payload: revokePayload,
    });
    expect(revoke.statusCode).toBe(200);
    const view = (
      await app.inject({ url: `/api/certificates/${certificate.id}` })
    ).json<CertificateResponse>();
    expect(view.certificate.revoked).toBe(true);
    expect(view.certificate.revokedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The reason is for operators: the public page says revoked and when, nothing more.
    expect(JSON.stringify(view)).not.toContain('group chat');

    const search = async (q: string, headers = admin) =>
      app.inject({ url: `/api/admin/certificates?q=${encodeURIComponent(q)}`, headers });
    expect((await search(certificate.id, {} as typeof admin)).statusCode).toBe(401);
    expect((await search(certificate.id, bearer(token))).statusCode).toBe(403);
    for (const q of [certificate.id, certificate.name.slice(0, 5).toUpperCase()]) {
      const found = (await search(q)).json();
      expect(found.certificates).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: certificate.id,
            revoked: true,
            revokedReason: 'Answers shared in a group chat',
          }),
        ]),
      );
    }
    expect((await search('ZZ-no-such-holder')).json().certificates).toEqual([]);

    const restore = await app.inject({
      method: 'PATCH',
      url: `/api/admin/certificates/${certificate.id}`,
      headers: admin,
      payload: { revoked: false },
    });
    expect(restore.statusCode).toBe(200);
    const restored = (
      await app.inject({ url: `/api/certificates/${certificate.id}` })
    ).json<CertificateResponse>();
    expect(restored.certificate).toMatchObject({ revoked: false, revokedAt: null });
    const audit = (
      await app.inject({
        url: `/api/admin/audit?subjectType=certificate&subjectId=${certificate.id}`,
        headers: admin,
      })
    ).json().entries as { action: string }[];
    // Both happened within a millisecond here, so the log's order between them is not fixed.
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'certificate.restore',
      'certificate.revoke',
    ]);
  });

  it('finds the latest passing JavaScript attempt and its certificate after a reload', async () => {
    const { token } = await registerUser(app);
    const none = await app.inject({
      url: '/api/quizzes/javascript/latest-pass',
      headers: bearer(token),
    });
    expect(none.json()).toEqual({
      success: true,
      attemptId: null,
      score: null,
      total: null,
      certificate: null,
    });
    const attempt = await passedAttempt(token, 'javascript');
    const pending = await app.inject({
      url: '/api/quizzes/javascript/latest-pass',
      headers: bearer(token),
    });
    expect(pending.json()).toMatchObject({
      attemptId: attempt.id,
      score: 28,
      total: 40,
      certificate: null,
    });
    await issue(token, attempt.id);
    const issued = await app.inject({
      url: '/api/quizzes/javascript/latest-pass',
      headers: bearer(token),
    });
    expect(issued.json().certificate).toMatchObject({
      subject: 'javascript',
      subjectLine: 'JavaScript Fundamentals',
    });
  });
});

describe('operators fixing a question', () => {
  it('changes what new attempts show, and only admins may', async () => {
    const { token } = await registerUser(app);
    const patch = { question: 'Which keyword declares a constant in Java?' };
    const refused = await app.inject({
      method: 'PATCH',
      url: '/api/admin/quiz-questions/java-001',
      headers: bearer(token),
      payload: patch,
    });
    expect(refused.statusCode).toBe(403);
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/admin/quiz-questions/java-001',
      headers: bearer(await adminToken(app)),
      payload: { active: false },
    });
    expect(saved.statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const { token: fresh } = await registerUser(app);
      const { attempt } = await start(fresh);
      expect(attempt.questions.map((q) => bankQuestion(q).id)).not.toContain('java-001');
    }
  });
});

/**
 * The script of issue 9. Each attempt it answers what it already knows, tries one untried option
 * on one unknown question per group and leaves the other unknown questions blank (blank counts as
 * wrong), so the result tells it whether each tried option was right. A group is a topic when the
 * result gives per-topic counts (served ids that sort in bank order give the topics away), else the
 * whole quiz and its total score. It knows a question by its text, so shuffling alone does not stop
 * it. It waits `secondsPerAttempt` on the app's clock before submitting, comes back each day the
 * server refuses it, and stops at a certificate or after `days`.
 */
async function answerProbingScript(
  token: string,
  subject: Subject,
  { days, secondsPerAttempt }: { days: number; secondsPerAttempt: number },
) {
  const knowledge = new Map<string, { right?: string; wrong: Set<string> }>();
  let topicSizes: number[] | null = null;
  const outcome = {
    starts: 0,
    bestScore: 0,
    certificateId: null as string | null,
    refusals: [] as { status: number; code: string; nextAttemptAt?: string }[],
  };
  const lastDay = later(days * 24 * 3600);
  while (clock < lastDay) {
    const { response, attempt } = await start(token, subject);
    if (response.statusCode !== 201) {
      const refusal = response.json();
      outcome.refusals.push({ status: response.statusCode, ...refusal });
      clock = refusal.nextAttemptAt ? new Date(refusal.nextAttemptAt) : later(3600);
      continue;
    }
    outcome.starts += 1;
    const ordered = [...attempt.questions].sort((a, b) => a.id.localeCompare(b.id));
    const groups: ServedQuestion[][] = [];
    if (topicSizes?.reduce((sum, size) => sum + size, 0) === ordered.length) {
      let from = 0;
      for (const size of topicSizes) {
        groups.push(ordered.slice(from, from + size));
        from += size;
      }
    } else groups.push(ordered);
    const answers: Record<string, number> = {};
    const expected = groups.map(() => 0);
    const probes: { text: string; option: string; group: number }[] = [];
    groups.forEach((group, g) => {
      for (const question of group) {
        const text = textOf(question);
        const known = knowledge.get(text) ?? { wrong: new Set<string>() };
        knowledge.set(text, known);
        const untried = question.options.filter((option) => !known.wrong.has(option));
        const right = known.right ?? (untried.length === 1 ? untried[0] : undefined);
        if (right !== undefined) {
          answers[question.id] = question.options.indexOf(right);
          expected[g] = (expected[g] ?? 0) + 1;
        } else if (!probes.some((probe) => probe.group === g)) {
          const option = untried[0] ?? '';
          answers[question.id] = question.options.indexOf(option);
          probes.push({ text, option, group: g });
        }
      }
    });
    clock = later(secondsPerAttempt);
    const submitted = await submit(token, attempt, { answers });
    const result = submitted.json<AttemptResponse>().attempt.result;
    if (!result) throw new Error(`submission failed: ${submitted.body}`);
    outcome.bestScore = Math.max(outcome.bestScore, result.score);
    if (result.certificateEligible) {
      const issued = await issue(token, attempt.id);
      outcome.certificateId = issued.json<CertificateResponse>().certificate.id;
      return outcome;
    }
    const perTopic = result.topics?.length ? result.topics : null;
    const counts = groups.length === 1 ? [result.score] : (perTopic ?? []).map((t) => t.correct);
    topicSizes = perTopic ? perTopic.map((topic) => topic.total) : null;
    for (const probe of probes) {
      const known = knowledge.get(probe.text);
      if (!known || counts.length !== groups.length) continue;
      if ((counts[probe.group] ?? 0) - (expected[probe.group] ?? 0) === 1)
        known.right = probe.option;
      else known.wrong.add(probe.option);
    }
  }
  return outcome;
}

describe('issue 9: a script that reads what failed attempts reveal', () => {
  // Before the fix this script earned a Java certificate on its 17th attempt and a JavaScript one
  // on its 14th, within an hour. Now it gets 3 attempts a day, learns at most one answer from each
  // (the total score), and even waiting out the minimum time it is nowhere near a pass in a week.
  it.each(['java', 'javascript'] as const)(
    '%s: probing answers for a week, within its budget, earns no certificate',
    async (subject) => {
      const { token } = await registerUser(app, { rememberMe: true });
      const outcome = await answerProbingScript(token, subject, {
        days: 7,
        secondsPerAttempt: quizzes[subject].minimumSeconds,
      });
      expect(outcome.certificateId).toBeNull();
      expect(outcome.starts).toBeLessThanOrEqual(3 * 7);
      expect(outcome.bestScore).toBeLessThan(quizzes[subject].passMark);
      expect(outcome.refusals.length).toBeGreaterThanOrEqual(6);
      for (const refusal of outcome.refusals) {
        expect(refusal).toMatchObject({ status: 429, code: 'ATTEMPT_LIMIT' });
        expect(Date.parse(refusal.nextAttemptAt ?? '')).toBeGreaterThan(0);
      }
    },
  );
});
