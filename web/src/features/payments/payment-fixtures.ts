import type { CreateOrderResponse, VerifyPaymentResponse } from '@studyhub/contract/payments';
import { jsonResponse, type stubFetch } from '../../testing/fixtures';

/** Test answers of the payment API, as the sandbox provider gives them. */

export function orderAnswer(overrides: Partial<CreateOrderResponse> = {}): CreateOrderResponse {
  return {
    success: true,
    message: 'Order created',
    orderId: 'order_Test12345',
    amount: 14_900,
    currency: 'INR',
    provider: 'sandbox',
    keyId: 'rzp_test_sandbox',
    itemName: 'Data Structures Handwritten Notes',
    description: 'Data Structures Handwritten Notes',
    ...overrides,
  };
}

export const paidAnswer = {
  success: true,
  razorpay_order_id: 'order_Test12345',
  razorpay_payment_id: 'pay_Test67890',
  razorpay_signature: 'a1b2c3',
};

export const declinedAnswer = () =>
  jsonResponse(402, {
    success: false,
    message: 'Payment failed. Please try again.',
    code: 'PAYMENT_FAILED',
  });

/** The JSON body of the first call to a path. */
export function sentBody(fetchMock: ReturnType<typeof stubFetch>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === path);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

/** The server's answer to a verified payment, with the order as it recorded it. */
export function verifiedAnswer(
  overrides: Partial<VerifyPaymentResponse> = {},
): VerifyPaymentResponse {
  return {
    success: true,
    message: 'Payment successful! You can now download the note.',
    itemType: 'note',
    itemId: 'data-structures',
    refundDue: false,
    orderId: 'order_Test12345',
    itemName: 'Data Structures Handwritten Notes',
    amountPaise: 14_900,
    paymentId: 'pay_Test67890',
    paidAt: '2026-11-22T10:30:00.000Z',
    ...overrides,
  };
}
