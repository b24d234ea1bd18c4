import type { refundOrderResponse } from '@studyhub/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/orders/{orderId}/refund (admin): refunds in full and ends the access it granted. */
export function refundOrder(orderId: string, reason: string) {
  return apiRequest<typeof refundOrderResponse>(
    `/api/admin/orders/${encodeURIComponent(orderId)}/refund`,
    {
      method: 'POST',
      body: { reason },
    },
  );
}

export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => refundOrder(orderId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}
