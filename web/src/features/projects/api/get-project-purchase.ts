import type { purchaseCheckResponse } from '@studyhub/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/payment/check-project/{id}: has the signed-in user bought this project's source. */
export async function getProjectPurchase(id: string, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<typeof purchaseCheckResponse>(
    `/api/payment/check-project/${encodeURIComponent(id)}`,
    {
      ...(signal ? { signal } : {}),
    },
  );
  return answer.hasPurchased;
}

/**
 * Keyed by user, and always asked afresh: a purchase is known only from the server's records,
 * never from a flag kept in the browser (decision 1).
 */
export const projectPurchaseQueryOptions = (id: string, userId: string | undefined) =>
  queryOptions({
    queryKey: ['project-purchase', id, userId],
    queryFn: ({ signal }) => getProjectPurchase(id, { signal }),
    enabled: Boolean(userId),
    staleTime: 0,
  });

/** Asks only while a user is signed in. */
export function useProjectPurchase(id: string, userId: string | undefined) {
  return useQuery(projectPurchaseQueryOptions(id, userId));
}
