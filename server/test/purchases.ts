import {
  type CreateOrderResponse,
  type SandboxPayResponse,
  sandboxCards,
  type VerifyPaymentResponse,
} from '@studyhub/contract/payments';
import type { App } from '../src/app.ts';
import { bearer, type RegisteredUser } from './factories.ts';

/** Creates an order as the web app does (PAYMENT_PROVIDER=sandbox) and fails loudly otherwise. */
export async function createOrder(
  app: App,
  student: RegisteredUser,
  item: { itemType: 'note' | 'project'; itemId: string } | { itemType: 'donation'; amount: number },
): Promise<CreateOrderResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payment/create-order',
    headers: bearer(student.token),
    payload: item.itemType === 'donation' ? { ...item, itemId: 'donation' } : item,
  });
  if (response.statusCode !== 200) {
    throw new Error(`create-order failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<CreateOrderResponse>();
}

/** What a provider's checkout hands the browser once an order is paid, to verify with. */
export type PaymentConfirmation = Omit<SandboxPayResponse, 'success'>;

/** Pays an order with the sandbox's test card; returns the confirmation the checkout hands over. */
export async function payWithTestCard(
  app: App,
  student: RegisteredUser,
  orderId: string,
): Promise<PaymentConfirmation> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    headers: bearer(student.token),
    payload: { orderId, cardNumber: sandboxCards.success },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sandbox pay failed: ${response.statusCode} ${response.body}`);
  }
  const { success: _ok, ...confirmation } = response.json<SandboxPayResponse>();
  return confirmation;
}

export async function verifyPayment(
  app: App,
  student: RegisteredUser,
  confirmation: PaymentConfirmation,
): Promise<VerifyPaymentResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: bearer(student.token),
    payload: confirmation,
  });
  if (response.statusCode !== 200) {
    throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<VerifyPaymentResponse>();
}

/** The whole purchase: order, test-card payment, verification. */
export async function buy(
  app: App,
  student: RegisteredUser,
  item: Parameters<typeof createOrder>[2],
): Promise<VerifyPaymentResponse> {
  const order = await createOrder(app, student, item);
  return verifyPayment(app, student, await payWithTestCard(app, student, order.orderId));
}
