import { randomBytes } from 'node:crypto';
import { sandboxCards } from '@studyhub/contract/payments';
import type { CreatedOrder, PaymentProvider } from './payment-provider.ts';
import { paymentSignature, signaturesMatch, webhookSignature } from './signatures.ts';

const id = (prefix: string) =>
  `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

export interface SandboxPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  amountPaise: number;
}

export type SandboxOutcome =
  | { ok: true; payment: SandboxPayment }
  | { ok: false; reason: 'unknown-order' | 'already-paid' | 'card-declined'; description: string };

/**
 * Behaves like Razorpay with no network: order ids look like Razorpay's, and a payment made with
 * the documented test card is confirmed with a signature made by Razorpay's own formula, from
 * secrets that exist only in this process. It plays the provider's side, so it keeps its own
 * record of the orders it created, as Razorpay would.
 */
export function createSandboxProvider() {
  const keySecret = randomBytes(32).toString('hex');
  const webhookSecret = randomBytes(32).toString('hex');
  const orders = new Map<string, { amountPaise: number; paid: boolean }>();

  const provider: PaymentProvider = {
    name: 'sandbox',
    keyId: 'rzp_test_sandbox',
    async createOrder({ amountPaise }): Promise<CreatedOrder> {
      const providerOrderId = id('order');
      orders.set(providerOrderId, { amountPaise, paid: false });
      return { providerOrderId };
    },
    isValidPaymentSignature: (orderId, paymentId, signature) =>
      signaturesMatch(paymentSignature(orderId, paymentId, keySecret), signature),
    isValidWebhookSignature: (rawBody, signature) =>
      signaturesMatch(webhookSignature(rawBody, webhookSecret), signature),
  };

  return {
    provider,
    /** The sandbox checkout's card payment. */
    pay(orderId: string, cardNumber: string): SandboxOutcome {
      const order = orders.get(orderId);
      if (!order)
        return { ok: false, reason: 'unknown-order', description: 'This order does not exist.' };
      if (order.paid)
        return { ok: false, reason: 'already-paid', description: 'This order is already paid.' };
      if (cardNumber.replace(/\s/g, '') !== sandboxCards.success.replace(/\s/g, '')) {
        return {
          ok: false,
          reason: 'card-declined',
          description: 'Your card was declined by the bank.',
        };
      }
      order.paid = true;
      const paymentId = id('pay');
      return {
        ok: true,
        payment: {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: paymentSignature(orderId, paymentId, keySecret),
          amountPaise: order.amountPaise,
        },
      };
    },
    /** Signs a webhook body as Razorpay would sign it. */
    signWebhook: (rawBody: string) => webhookSignature(rawBody, webhookSecret),
    /** Tests use it to make signatures as a real provider would. */
    keySecret,
  };
}

export type Sandbox = ReturnType<typeof createSandboxProvider>;
