import {
  type CreateOrderResponse,
  type SandboxPayResponse,
  sandboxCards,
} from '@studyhub/contract/payments';
import type { AttemptResponse } from '@studyhub/contract/quiz';
import { quizzes, type Subject, subjects } from '@studyhub/contract/quiz';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { loadBank } from '../src/modules/quizzes/quiz-banks.ts';
import { bearer, type RegisteredUser } from './factories.ts';

/** Buys a note through the sandbox checkout, as the browser would; returns the order id. */
export async function buyNote(app: App, student: RegisteredUser, noteId: string) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/payment/create-order',
    headers: bearer(student.token),
    payload: { itemType: 'note', itemId: noteId },
  });
  expect(created.statusCode).toBe(200);
  const { orderId } = created.json<CreateOrderResponse>();
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    headers: bearer(student.token),
    payload: { orderId, cardNumber: sandboxCards.success },
  });
  expect(paid.statusCode).toBe(200);
  const { success: _ok, ...confirmation } = paid.json<SandboxPayResponse>();
  const verified = await app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: bearer(student.token),
    payload: confirmation,
  });
  expect(verified.statusCode).toBe(200);
  return orderId;
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
