import { createHmac, randomBytes } from 'node:crypto';
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

export interface SandboxOptions {
  /**
   * The secret its signatures are made from. Given here, or later with useSecret() once the
   * database can be read; it must be the same in every process and after every restart, or
   * confirmations made before would no longer verify.
   */
  secret?: string;
  /** At most this many unpaid orders are remembered; the oldest are forgotten first. */
  maxOrders?: number;
  now?: () => number;
}

/** A checkout is paid within minutes; a day is generous, and keeps the book small. */
const orderLifetimeMs = 24 * 60 * 60 * 1000;
const defaultMaxOrders = 10_000;

/**
 * Behaves like Razorpay with no network: order ids look like Razorpay's, and a payment made with
 * the documented test card is confirmed with a signature made by Razorpay's own formula. It plays
 * the provider's side, so it keeps its own record of the orders it created, as Razorpay would,
 * in memory and bounded: an order it has forgotten simply cannot be paid in the sandbox.
 */
export function createSandboxProvider(options: SandboxOptions = {}) {
  const maxOrders = options.maxOrders ?? defaultMaxOrders;
  const now = options.now ?? Date.now;
  let secrets: { key: string; webhook: string } | undefined;
  // A Map iterates in insertion order, so its first entries are the oldest orders.
  const orders = new Map<
    string,
    { amountPaise: number; paymentId: string | null; refunded: boolean; createdAt: number }
  >();

  function useSecret(secret: string) {
    const derive = (purpose: string) =>
      createHmac('sha256', secret).update(`studyhub sandbox ${purpose}`).digest('hex');
    secrets = { key: derive('key secret'), webhook: derive('webhook secret') };
  }
  if (options.secret) useSecret(options.secret);

  function loaded() {
    if (!secrets)
      throw new Error('The sandbox payment provider was used before its secret was set');
    return secrets;
  }

  function prune() {
    const oldest = now() - orderLifetimeMs;
    for (const [orderId, order] of orders) {
      if (orders.size <= maxOrders && order.createdAt > oldest) break;
      orders.delete(orderId);
    }
  }

  const provider: PaymentProvider = {
    name: 'sandbox',
    keyId: 'rzp_test_sandbox',
    async createOrder({ amountPaise }): Promise<CreatedOrder> {
      const providerOrderId = id('order');
      orders.set(providerOrderId, {
        amountPaise,
        paymentId: null,
        refunded: false,
        createdAt: now(),
      });
      prune();
      return { providerOrderId };
    },
    isValidPaymentSignature: (orderId, paymentId, signature) =>
      signaturesMatch(paymentSignature(orderId, paymentId, loaded().key), signature),
    isValidWebhookSignature: (rawBody, signature) =>
      signaturesMatch(webhookSignature(rawBody, loaded().webhook), signature),
    // No money moved, so the refund is made here; an order it still remembers is marked refunded.
    async refund({ paymentId }) {
      for (const order of orders.values()) {
        if (order.paymentId === paymentId) order.refunded = true;
      }
      return { refundId: id('rfnd') };
    },
    async paymentsForOrder(providerOrderId) {
      const order = orders.get(providerOrderId);
      if (!order?.paymentId) return [];
      return [
        {
          paymentId: order.paymentId,
          amountPaise: order.amountPaise,
          status: order.refunded ? 'refunded' : 'captured',
        },
      ];
    },
  };

  return {
    provider,
    useSecret,
    /** The sandbox checkout's card payment. */
    pay(orderId: string, cardNumber: string): SandboxOutcome {
      prune();
      const order = orders.get(orderId);
      if (!order)
        return { ok: false, reason: 'unknown-order', description: 'This order does not exist.' };
      if (order.paymentId)
        return { ok: false, reason: 'already-paid', description: 'This order is already paid.' };
      if (cardNumber.replace(/\s/g, '') !== sandboxCards.success.replace(/\s/g, '')) {
        return {
          ok: false,
          reason: 'card-declined',
          description: 'Your card was declined by the bank.',
        };
      }
      const paymentId = id('pay');
      order.paymentId = paymentId;
      return {
        ok: true,
        payment: {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: paymentSignature(orderId, paymentId, loaded().key),
          amountPaise: order.amountPaise,
        },
      };
    },
    /** Signs a webhook body as Razorpay would sign it. */
    signWebhook: (rawBody: string) => webhookSignature(rawBody, loaded().webhook),
    /** How many unpaid orders it remembers. */
    openOrders: () => orders.size,
  };
}

export type Sandbox = ReturnType<typeof createSandboxProvider>;
