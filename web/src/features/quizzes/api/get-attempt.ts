import type { attemptResponse } from '@studyhub/contract/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

/**
 * The attempt a quiz page's address names (`?attempt=<id>`): where the server sends the browser
 * after a form posted without the script (decision 35), and what the page is rendered with.
 */
export const attemptQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: ['quiz-attempt', attemptId],
    queryFn: ({ signal }) => getAttempt(attemptId, { signal }),
  });

export function useAttempt(attemptId: string | null) {
  return useQuery({ ...attemptQueryOptions(attemptId ?? ''), enabled: attemptId !== null });
}
