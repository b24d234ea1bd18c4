import type { certificatesResponse } from '@studyhub/contract/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/user/certificates (signed in): the student's certificates, newest first. */
export async function getMyCertificates({ signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<typeof certificatesResponse>('/api/user/certificates', {
    ...(signal ? { signal } : {}),
  });
  return answer.certificates;
}

/** Keyed by user so one account never sees another's list from the cache. */
export const myCertificatesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['my-certificates', userId],
    queryFn: ({ signal }) => getMyCertificates({ signal }),
    enabled: Boolean(userId),
  });

export function useMyCertificates(userId: string | undefined) {
  return useQuery(myCertificatesQueryOptions(userId));
}
