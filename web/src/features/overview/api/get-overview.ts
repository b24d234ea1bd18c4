import type { adminOverviewResponse } from '@studyhub/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/overview (admin): the last 30 UTC days, per day, and each quiz's results. */
export function getOverview(signal?: AbortSignal) {
  return apiRequest<typeof adminOverviewResponse>('/api/admin/overview', {
    ...(signal ? { signal } : {}),
  });
}

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => getOverview(signal),
    // Each visit shows today's figures, including orders and sign-ups of the last minutes.
    staleTime: 0,
  });
}

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
