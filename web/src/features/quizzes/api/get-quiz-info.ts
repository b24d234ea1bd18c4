import type { quizInfoResponse, Subject } from '@studyhub/contract/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/quizzes/{subject} (public): the quiz's topics, size, pass mark and time limit. */
export async function getQuizInfo(subject: Subject, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<typeof quizInfoResponse>(`/api/quizzes/${subject}`, {
    ...(signal ? { signal } : {}),
  });
  return answer.quiz;
}

export const quizInfoQueryOptions = (subject: Subject) =>
  queryOptions({
    queryKey: ['quiz-info', subject],
    queryFn: ({ signal }) => getQuizInfo(subject, { signal }),
    // Topics change only when the question bank does.
    staleTime: 10 * 60_000,
  });

export function useQuizInfo(subject: Subject) {
  return useQuery(quizInfoQueryOptions(subject));
}
