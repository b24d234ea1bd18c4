import type { sessionsResponse } from '@studyhub/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sessionsQueryKey = ['account', 'sessions'] as const;

/** GET /api/account/sessions: the devices signed in to this account. */
export function getSessions({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<typeof sessionsResponse>('/api/account/sessions', {
    ...(signal ? { signal } : {}),
  });
}

export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: ({ signal }) => getSessions({ signal }),
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
