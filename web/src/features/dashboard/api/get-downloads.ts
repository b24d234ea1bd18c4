import type { downloadsResponse } from '@studyhub/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/user/downloads: what the signed-in user has downloaded, newest first. */
export async function getDownloads({ signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<typeof downloadsResponse>('/api/user/downloads', {
    ...(signal ? { signal } : {}),
  });
  return answer.downloads;
}

/** Keyed by user so one account never sees another's list from the cache. */
export const downloadsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['downloads', userId],
    queryFn: ({ signal }) => getDownloads({ signal }),
    enabled: Boolean(userId),
  });

/** Fetches only while a user is signed in (spec section 6). */
export function useDownloads(userId: string | undefined) {
  return useQuery(downloadsQueryOptions(userId));
}
