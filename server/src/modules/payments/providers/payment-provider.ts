import type { ProviderName } from '@studyhub/contract/payments';

export interface CreatedOrder {
  providerOrderId: string;
}

/** A payment the provider holds for an order; only a captured one has moved money. */
export interface ProviderPayment {
  paymentId: string;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

/**
 * What the payment flow needs from a provider. Everything downstream (orders, entitlements,
 * downloads, webhooks) is the same code whichever provider is behind this.
 */
export interface PaymentProvider {
  name: ProviderName;
  /** The public key the browser's checkout opens with. */
  keyId: string;
  createOrder(order: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<CreatedOrder>;
  isValidPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  isValidWebhookSignature(rawBody: string, signature: string): boolean;
  /** Refunds a captured payment in full; returns the provider's refund id. */
  refund(refund: {
    paymentId: string;
    amountPaise: number;
    notes: Record<string, string>;
  }): Promise<{ refundId: string }>;
  /** The payments the provider holds for one of its orders (for an operator's re-check). */
  paymentsForOrder(providerOrderId: string): Promise<ProviderPayment[]>;
}

export class ProviderError extends Error {}
