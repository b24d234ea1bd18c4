import type { adminUserDetailResponse } from '@studyhub/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKey } from './query-keys';

/** GET /api/admin/users/{id} (admin): the account with its orders, downloads, attempts, certificates. */
export function getUser(id: string, signal?: AbortSignal) {
  return apiRequest<typeof adminUserDetailResponse>(`/api/admin/users/${encodeURIComponent(id)}`, {
    ...(signal ? { signal } : {}),
  });
}

export function userQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminUserKey(id),
    queryFn: ({ signal }) => getUser(id, signal),
    staleTime: 0,
  });
}

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
