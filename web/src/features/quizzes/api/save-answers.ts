import type { attemptResponse } from '@studyhub/contract/quiz';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/quizzes/attempts/{id}/answers (signed in): merges these answers into the saved ones. */
export async function saveAnswers(attemptId: string, answers: Record<string, number>) {
  const answer = await apiRequest<typeof attemptResponse>(
    `/api/quizzes/attempts/${encodeURIComponent(attemptId)}/answers`,
    { method: 'PUT', body: { answers } },
  );
  return answer.attempt;
}
