import type { attemptResponse, Subject } from '@studyhub/contract/quiz';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/quizzes/{subject}/attempts (signed in): starts an attempt, or resumes the one still
 * open for this quiz (the server answers 200 instead of 201 then).
 */
export async function startAttempt(subject: Subject) {
  const answer = await apiRequest<typeof attemptResponse>(`/api/quizzes/${subject}/attempts`, {
    method: 'POST',
  });
  return answer.attempt;
}
