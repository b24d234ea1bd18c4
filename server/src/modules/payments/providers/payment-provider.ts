import type { ProviderName } from '@studyhub/contract/payments';

export interface CreatedOrder {
  providerOrderId: string;
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
}

export class ProviderError extends Error {}
