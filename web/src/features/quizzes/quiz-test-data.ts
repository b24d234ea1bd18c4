import type { Attempt, AttemptResult, Subject } from '@studyhub/contract/quiz';
import { jsonResponse, student } from '../../testing/fixtures';

/** A short attempt (three questions) as the server serves it; overrides for each test. */
export function attemptOf(overrides: Partial<Attempt> = {}): Attempt {
  return {
    id: 'attempt-1',
    subject: 'java',
    status: 'in_progress',
    questions: [
      {
        id: 'Qx7mK2pZ9aLw',
        question: 'What does this code print when it runs inside main?',
        code: 'System.out.println(17 / 5 + 17 % 5);',
        options: ['3.4', '5', '5.4', '3'],
      },
      {
        id: 'r4TnB8vYc1Ds',
        question: 'What does the Java Virtual Machine (JVM) load and execute?',
        code: null,
        options: [
          'Bytecode stored in .class files',
          'Java source files',
          'Machine code from javac',
          'Header files',
        ],
      },
      {
        id: 'kP3wF6hJ0uEq',
        question: 'Which keyword makes a variable a constant?',
        code: null,
        options: ['static', 'final', 'const', 'fixed'],
      },
    ],
    answers: {},
    startedAt: '2026-11-22T06:00:00.000Z',
    deadline: '2026-11-22T06:30:00.000Z',
    timeLimitSeconds: 1800,
    remainingSeconds: 1800,
    result: null,
    ...overrides,
  };
}

/** A failed attempt: the total and the topics to revise, no per-topic counts (decision 27). */
export function resultOf(overrides: Partial<AttemptResult> = {}): AttemptResult {
  return {
    score: 1,
    total: 3,
    passMark: 2,
    passed: false,
    timedOut: false,
    tooFast: false,
    certificateEligible: false,
    certificateId: null,
    topics: null,
    review: null,
    weakTopics: [
      { topic: 'oop', name: 'Classes, objects and constructors', notesLink: '/notes?search=oop' },
      {
        topic: 'basics',
        name: 'Java basics: syntax, main method, compilation',
        notesLink: '/notes?search=java',
      },
    ],
    ...overrides,
  };
}

/** A pass with every answer right: nothing to revise (decision 37). */
export const passedResult = resultOf({
  score: 3,
  passed: true,
  certificateEligible: true,
  topics: [
    {
      topic: 'basics',
      name: 'Java basics: syntax, main method, compilation',
      correct: 2,
      total: 2,
    },
    { topic: 'oop', name: 'Classes, objects and constructors', correct: 1, total: 1 },
  ],
  weakTopics: [],
  review: [],
});

/**
 * A pass with the first question answered wrongly: the review names it, the answer chosen and its
 * topic, never the right answer (decision 37).
 */
export const passedWithMistake = resultOf({
  ...passedResult,
  score: 2,
  topics: [
    {
      topic: 'basics',
      name: 'Java basics: syntax, main method, compilation',
      correct: 1,
      total: 2,
    },
    { topic: 'oop', name: 'Classes, objects and constructors', correct: 1, total: 1 },
  ],
  review: [
    {
      questionId: 'Qx7mK2pZ9aLw',
      question: 'What does this code print when it runs inside main?',
      code: 'System.out.println(17 / 5 + 17 % 5);',
      chosen: '3.4',
      topic: {
        topic: 'basics',
        name: 'Java basics: syntax, main method, compilation',
        notesLink: '/notes?search=java',
      },
    },
  ],
});

export const quizInfo = (subject: Subject = 'java') => ({
  success: true,
  quiz: {
    subject,
    title: 'Java',
    subjectLine: 'Java (Basic)',
    questionCount: 50,
    passMark: 35,
    timeLimitSeconds: 1800,
    topics: [
      { id: 'basics', name: 'Java basics: syntax, main method, compilation' },
      { id: 'oop', name: 'Classes, objects and constructors' },
    ],
  },
});

export const issuedCertificate = {
  id: 'K7Q2M9XH4TBA',
  name: 'Asha Verma',
  subject: 'java',
  subjectLine: 'Java (Basic)',
  score: 3,
  total: 3,
  issuedAt: '2026-11-22T06:20:00.000Z',
  revoked: false,
  revokedAt: null,
  verifyUrl: 'https://studyhub.example/certificates/K7Q2M9XH4TBA',
};

interface QuizServer {
  /** What the server answers to the start of an attempt. */
  start?: () => Attempt | Response;
  /** The attempt a GET returns (a reload). */
  get?: () => Attempt | Response;
  /** What a submission returns. */
  submit?: (body: { answers?: Record<string, number>; timeUp?: boolean }) => Attempt | Response;
  certificate?: (body: { attemptId: string; name: string }) => Response;
}

const notFound = () =>
  jsonResponse(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });

/** A fetch handler that answers the quiz and certificate calls like the API. */
export function quizApi(server: QuizServer = {}) {
  return (url: string, init: RequestInit): Response => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: student });
    if (/^\/api\/quizzes\/[a-z]+$/.test(url)) return jsonResponse(200, quizInfo());
    if (/^\/api\/quizzes\/[a-z]+\/attempts$/.test(url) && method === 'POST') {
      const answer = server.start?.() ?? attemptOf();
      return answer instanceof Response
        ? answer
        : jsonResponse(201, { success: true, attempt: answer });
    }
    const attemptPath = /^\/api\/quizzes\/attempts\/([^/]+)(\/answers|\/submit)?$/.exec(url);
    if (attemptPath) {
      const [, , action] = attemptPath;
      if (!action) {
        const answer = server.get?.() ?? attemptOf();
        return answer instanceof Response
          ? answer
          : jsonResponse(200, { success: true, attempt: answer });
      }
      if (action === '/answers')
        return jsonResponse(200, { success: true, attempt: attemptOf({ answers: body.answers }) });
      const answer =
        server.submit?.(body) ??
        attemptOf({ status: 'submitted', remainingSeconds: 0, result: resultOf() });
      return answer instanceof Response
        ? answer
        : jsonResponse(200, { success: true, attempt: answer });
    }
    if (url === '/api/certificates' && method === 'POST')
      return (
        server.certificate?.(body) ??
        jsonResponse(201, { success: true, certificate: issuedCertificate })
      );
    return notFound();
  };
}
