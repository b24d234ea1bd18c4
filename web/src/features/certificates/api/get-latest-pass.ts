import type { latestPassResponse, Subject } from '@studyhub/contract/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/quizzes/{subject}/latest-pass (signed in): the student's latest passing attempt of the
 * quiz and the certificate issued for it, if any (decision 12).
 */
export async function getLatestPass(subject: Subject, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<typeof latestPassResponse>(`/api/quizzes/${subject}/latest-pass`, {
    ...(signal ? { signal } : {}),
  });
}

export const latestPassQueryOptions = (subject: Subject, userId: string | undefined) =>
  queryOptions({
    queryKey: ['latest-pass', subject, userId],
    queryFn: ({ signal }) => getLatestPass(subject, { signal }),
    enabled: Boolean(userId),
    // A pass made a moment ago on the quiz page must show.
    staleTime: 0,
  });

export function useLatestPass(subject: Subject, userId: string | undefined) {
  return useQuery(latestPassQueryOptions(subject, userId));
}
