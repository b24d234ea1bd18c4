import type { AttemptResponse } from '@studyhub/contract/quiz';
import { quizzes, type Subject, subjects } from '@studyhub/contract/quiz';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { loadBank } from '../src/modules/quizzes/quiz-banks.ts';
import { bearer, type RegisteredUser } from './factories.ts';
import { buy } from './purchases.ts';

/** Buys a note through the sandbox checkout, as the browser would; returns the order id. */
export async function buyNote(app: App, student: RegisteredUser, noteId: string) {
  return (await buy(app, student, { itemType: 'note', itemId: noteId })).orderId;
}

type ServedQuestion = AttemptResponse['attempt']['questions'][number];
const textOf = (question: { question: string; code?: string | null }) =>
  `${question.question}\n${question.code ?? ''}`;
/** Each bank question's right option by its text, read from the content files as a student cannot. */
const rightOption = new Map(
  subjects.flatMap((subject) =>
    loadBank(subject).questions.map(
      (question) => [textOf(question), question.options[question.answer] ?? ''] as const,
    ),
  ),
);

/**
 * Starts and submits an attempt on the app's clock: a pass or a fail. The clock moves on by the
 * quiz's minimum time, so the attempt counts as a real one.
 */
export async function takeQuiz(
  app: App,
  student: RegisteredUser,
  subject: Subject,
  outcome: 'pass' | 'fail',
  advance: (seconds: number) => void,
) {
  const started = await app.inject({
    method: 'POST',
    url: `/api/quizzes/${subject}/attempts`,
    headers: bearer(student.token),
  });
  expect(started.statusCode).toBe(201);
  const { attempt } = started.json<AttemptResponse>();
  advance(quizzes[subject].minimumSeconds);
  const answers = Object.fromEntries(
    attempt.questions.map((question: ServedQuestion) => {
      const right = question.options.indexOf(rightOption.get(textOf(question)) ?? '');
      return [question.id, outcome === 'pass' ? right : (right + 1) % 4];
    }),
  );
  const submitted = await app.inject({
    method: 'POST',
    url: `/api/quizzes/attempts/${attempt.id}/submit`,
    headers: bearer(student.token),
    payload: { answers },
  });
  expect(submitted.statusCode).toBe(200);
  return submitted.json<AttemptResponse>().attempt;
}

/** Asks for the certificate of a passed attempt, in the name to print on it; the answer as it came. */
export function requestCertificate(
  app: App,
  student: RegisteredUser,
  attemptId: string,
  name: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/certificates',
    headers: bearer(student.token),
    payload: { attemptId, name },
  });
}
