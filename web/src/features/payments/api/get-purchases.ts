import type { purchasesResponse } from '@studyhub/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/user/purchases: the signed-in user's paid orders, newest first. */
export async function getPurchases({ signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<typeof purchasesResponse>('/api/user/purchases', {
    ...(signal ? { signal } : {}),
  });
  return answer.purchases;
}

/** Every query of this key is refreshed after a payment; keyed by user like the downloads. */
export const purchasesQueryKey = ['purchases'] as const;

export const purchasesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...purchasesQueryKey, userId],
    queryFn: ({ signal }) => getPurchases({ signal }),
    enabled: Boolean(userId),
  });

export function usePurchases(userId: string | undefined) {
  return useQuery(purchasesQueryOptions(userId));
}
