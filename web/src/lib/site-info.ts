import type { siteInfoResponse } from '@studyhub/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /api/site: the support address and the governing-law location an operator configured. */
export function getSiteInfo({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<typeof siteInfoResponse>('/api/site', { ...(signal ? { signal } : {}) });
}

export const siteInfoQueryOptions = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) => getSiteInfo({ signal }),
  // Changes only when the server restarts with new settings.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions);
}
