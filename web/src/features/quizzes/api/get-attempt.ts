import type { attemptResponse } from '@studyhub/contract/quiz';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/quizzes/attempts/{id} (signed in): the attempt's questions, saved answers and time left,
 * and its result once finished. Used to resume after a reload.
 */
export async function getAttempt(attemptId: string, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<typeof attemptResponse>(
    `/api/quizzes/attempts/${encodeURIComponent(attemptId)}`,
    {
      ...(signal ? { signal } : {}),
    },
  );
  return answer.attempt;
}
