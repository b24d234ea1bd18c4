import type { adminQuizQuestionsResponse, Subject } from '@studyhub/contract/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/quiz-questions?subject= (admin): the bank with its statistics, flagged first. */
export function getQuizQuestions(subject: Subject, signal?: AbortSignal) {
  return apiRequest<typeof adminQuizQuestionsResponse>(
    `/api/admin/quiz-questions?${new URLSearchParams({ subject })}`,
    {
      ...(signal ? { signal } : {}),
    },
  );
}

export function quizQuestionsQueryOptions(subject: Subject) {
  return queryOptions({
    queryKey: ['admin', 'quiz-questions', subject],
    queryFn: ({ signal }) => getQuizQuestions(subject, signal),
  });
}

export function useQuizQuestions(subject: Subject) {
  return useQuery(quizQuestionsQueryOptions(subject));
}
