import type {
  CreateOrderBody,
  CreateOrderResponse,
  createOrderResponse,
} from '@studyhub/contract/payments';
import { apiRequest } from '../../../lib/api-client';

export type PaymentOrder = CreateOrderResponse;

/**
 * POST /api/payment/create-order: the server prices notes and projects itself; only a donation
 * sends its amount, in whole rupees (decision 2). Answers the provider's order, amount in paise.
 */
export function createOrder(body: CreateOrderBody) {
  return apiRequest<typeof createOrderResponse>('/api/payment/create-order', {
    method: 'POST',
    body,
  });
}
