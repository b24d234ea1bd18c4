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

/** The right option's text for every question, read from the content files as a student cannot. */
const key = new Map(
  subjects.flatMap((subject) =>
    loadBank(subject).questions.map(
      (question) => [question.id, question.options[question.answer]] as const,
    ),
  ),
);

type Attempt = AttemptResponse['attempt'];

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
      const correct = question.options.indexOf(key.get(question.id) ?? '');
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
      expect(again.attempt.questions.map((q) => q.options)).toEqual(
        attempt.questions.map((q) => q.options),
      );
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
    const response = await submit(token, attempt, { answers: answersScoring(attempt, right) });
    expect(response.statusCode).toBe(200);
    const { result, status } = response.json<AttemptResponse>().attempt;
    expect(status).toBe('submitted');
    expect(result).toMatchObject({
      score: right,
      passed,
      timedOut: false,
      certificateEligible: passed,
    });
    expect(result?.topics.reduce((sum, topic) => sum + topic.correct, 0)).toBe(right);
    if (passed) {
      expect(result?.review).toHaveLength(quizzes[subject].questionCount);
      const first = result?.review?.[0];
      expect(first?.options[first.correct]).toBe(key.get(first?.questionId ?? ''));
    } else {
      // A fail reveals no right answers, only where to study.
      expect(result?.review).toBeNull();
      expect(response.body).not.toMatch(/"explanation"|"review":\[/);
      expect(result?.weakTopics.length).toBeGreaterThan(0);
      expect(result?.weakTopics[0]?.notesLink).toMatch(/^\/notes\?search=/);
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

describe('certificates', () => {
  async function passedAttempt(token: string, subject = 'java') {
    const { attempt } = await start(token, subject);
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

  it('escapes nothing away but stores the name as text, within 2 to 80 characters', async () => {
    const { token } = await registerUser(app);
    const attempt = await passedAttempt(token, 'python');
    expect((await issue(token, attempt.id, 'A')).statusCode).toBe(400);
    expect((await issue(token, attempt.id, 'x'.repeat(81))).statusCode).toBe(400);
    const response = await issue(token, attempt.id, '<script>alert(1)</script>');
    expect(response.statusCode).toBe(201);
    expect(response.json<CertificateResponse>().certificate.name).toBe('<script>alert(1)</script>');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
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
    const revoke = await app.inject({
      method: 'PATCH',
      url: `/api/admin/certificates/${certificate.id}`,
      headers: bearer(await adminToken(app)),
      payload: { revoked: true },
    });
    expect(revoke.statusCode).toBe(200);
    const view = await app.inject({ url: `/api/certificates/${certificate.id}` });
    expect(view.json<CertificateResponse>().certificate.revoked).toBe(true);
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
      expect(attempt.questions.map((q) => q.id)).not.toContain('java-001');
    }
  });
});

/**
 * The script of issue 9. Each attempt it answers what it already knows, tries one untried option
 * on one unknown question per group and leaves the other unknown questions blank (blank counts as
 * wrong), so the result tells it whether each tried option was right. A group is a topic when the
 * result gives per-topic counts (the served ids sort in bank order, which is topic order), else the
 * whole quiz and its total score. It knows a question by its text, so shuffling alone does not stop
 * it. It waits `secondsPerAttempt` on the app's clock before submitting, and stops at a
 * certificate or when the server will not start another attempt.
 */
async function answerProbingScript(
  token: string,
  subject: Subject,
  { maxStarts, secondsPerAttempt }: { maxStarts: number; secondsPerAttempt: number },
) {
  const knowledge = new Map<string, { right?: string; wrong: Set<string> }>();
  let topicSizes: number[] | null = null;
  const outcome = { starts: 0, bestScore: 0, certificateId: null as string | null };
  while (outcome.starts < maxStarts) {
    const { response, attempt } = await start(token, subject);
    if (response.statusCode !== 201) return { ...outcome, refusal: response };
    outcome.starts += 1;
    const ordered = [...attempt.questions].sort((a, b) => a.id.localeCompare(b.id));
    const groups =
      topicSizes && topicSizes.reduce((sum, size) => sum + size, 0) === ordered.length
        ? topicSizes.map((size, g) =>
            ordered.slice(
              (topicSizes ?? []).slice(0, g).reduce((sum, s) => sum + s, 0),
              (topicSizes ?? []).slice(0, g + 1).reduce((sum, s) => sum + s, 0),
            ),
          )
        : [ordered];
    const answers: Record<string, number> = {};
    const expected = groups.map(() => 0);
    const probes: { text: string; option: string; group: number }[] = [];
    groups.forEach((group, g) => {
      for (const question of group) {
        const text = `${question.question}\n${question.code ?? ''}`;
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
      outcome.certificateId = (
        await issue(token, attempt.id)
      ).json<CertificateResponse>().certificate.id;
      return { ...outcome, refusal: null };
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
  return { ...outcome, refusal: null };
}

describe('issue 9: a script that reads what failed attempts reveal', () => {
  it.each(['java', 'javascript'] as const)(
    '%s: probing one answer per topic per attempt earns a certificate without knowing the subject',
    async (subject) => {
      const { token } = await registerUser(app);
      const outcome = await answerProbingScript(token, subject, {
        maxStarts: 30,
        secondsPerAttempt: 300,
      });
      expect(outcome.certificateId).toMatch(/^[A-Z0-9]{12}$/);
      expect(outcome.starts).toBeLessThanOrEqual(30);
    },
  );
});
