import type { auditResponse } from '@studyhub/contract/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Entries per page: enough to read a morning's changes without a long wait. */
export const auditPageSize = 50;

/** GET /api/admin/audit (admin): operators' changes, newest first, a page before `before`. */
export function getAudit(
  filter: { subjectType: string | null; before: string | null },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ limit: String(auditPageSize) });
  if (filter.subjectType) query.set('subjectType', filter.subjectType);
  if (filter.before) query.set('before', filter.before);
  return apiRequest<typeof auditResponse>(`/api/admin/audit?${query}`, {
    ...(signal ? { signal } : {}),
  });
}

export function auditQueryOptions(subjectType: string | null) {
  return infiniteQueryOptions({
    queryKey: ['admin', 'audit', subjectType],
    queryFn: ({ pageParam, signal }) => getAudit({ subjectType, before: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
    // Each visit shows the latest changes, including the ones just made in the other screens.
    staleTime: 0,
  });
}

export function useAudit(subjectType: string | null) {
  return useInfiniteQuery(auditQueryOptions(subjectType));
}
