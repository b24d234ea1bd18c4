import type { RefundBody, requestSubmittedResponse } from '@studyhub/contract/requests';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/refund-requests: stores the request and answers with its id (decision 14). */
export function submitRefundRequest(body: RefundBody) {
  return apiRequest<typeof requestSubmittedResponse>('/api/refund-requests', {
    method: 'POST',
    body,
  });
}

export function useSubmitRefundRequest() {
  return useMutation({ mutationFn: submitRefundRequest });
}
