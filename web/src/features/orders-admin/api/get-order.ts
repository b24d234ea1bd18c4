import type { adminOrderDetailResponse } from '@studyhub/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/orders/{orderId} (admin): one order, its buyer and its history. */
export function getOrder(orderId: string, signal?: AbortSignal) {
  return apiRequest<typeof adminOrderDetailResponse>(
    `/api/admin/orders/${encodeURIComponent(orderId)}`,
    {
      ...(signal ? { signal } : {}),
    },
  );
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['admin', 'orders', 'detail', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });
}

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
