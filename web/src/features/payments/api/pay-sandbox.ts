import type { sandboxPayResponse } from '@studyhub/contract/payments';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/payment/sandbox/pay: the sandbox provider's card payment. Answers the same three
 * confirmation fields Razorpay's checkout gives, or a 402 when the card is declined.
 */
export async function paySandboxOrder(body: { orderId: string; cardNumber: string }) {
  const { success: _success, ...confirmation } = await apiRequest<typeof sandboxPayResponse>(
    '/api/payment/sandbox/pay',
    {
      method: 'POST',
      body,
    },
  );
  return confirmation;
}
