import type { attemptResponse } from '@studyhub/contract/quiz';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/quizzes/attempts/{id}/submit (signed in): grades the attempt. `timeUp` says the
 * browser's timer reached zero, which the server records as a time-out.
 */
export async function submitAttempt(
  attemptId: string,
  body: { answers: Record<string, number>; timeUp?: boolean },
) {
  const answer = await apiRequest<typeof attemptResponse>(
    `/api/quizzes/attempts/${encodeURIComponent(attemptId)}/submit`,
    {
      method: 'POST',
      body,
    },
  );
  return answer.attempt;
}
