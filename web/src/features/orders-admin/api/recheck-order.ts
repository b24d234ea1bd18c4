import type { recheckOrderResponse } from '@studyhub/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/orders/{orderId}/recheck (admin): asks the provider whether it was paid. */
export function recheckOrder(orderId: string) {
  return apiRequest<typeof recheckOrderResponse>(
    `/api/admin/orders/${encodeURIComponent(orderId)}/recheck`,
    {
      method: 'POST',
    },
  );
}

export function useRecheckOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recheckOrder(orderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}
