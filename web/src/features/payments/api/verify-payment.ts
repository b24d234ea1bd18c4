import type { VerifyPaymentBody, verifyPaymentResponse } from '@studyhub/contract/payments';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/payment/verify: the server checks the provider's signature and grants the item. */
export function verifyPayment(body: VerifyPaymentBody) {
  return apiRequest<typeof verifyPaymentResponse>('/api/payment/verify', {
    method: 'POST',
    body,
  });
}
