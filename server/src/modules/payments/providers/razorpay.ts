import type { Config } from '../../../config.ts';
import type { CreatedOrder, PaymentProvider, ProviderPayment } from './payment-provider.ts';
import { ProviderError } from './payment-provider.ts';
import { paymentSignature, signaturesMatch, webhookSignature } from './signatures.ts';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com/v1, or a stand-in server for tests and staging. */
  apiBase: string;
  timeoutMs?: number;
}

/** The real Razorpay: Orders API with basic auth, amounts in paise, signatures checked locally. */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  /** One call to Razorpay's API; the answer's JSON, or a ProviderError saying what went wrong. */
  async function call(method: 'GET' | 'POST', path: string, what: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${options.apiBase}${path}`, {
        method,
        headers: {
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderError(`Razorpay could not be reached: ${String(error)}`);
    }
    const answer = (await response.json().catch(() => null)) as {
      error?: { description?: string };
    } | null;
    if (!response.ok) {
      throw new ProviderError(
        `Razorpay refused ${what} (HTTP ${response.status}): ${answer?.error?.description ?? 'no description'}`,
      );
    }
    return answer as Record<string, unknown> | null;
  }

  return {
    name: 'razorpay',
    keyId: options.keyId,

    async createOrder({ amountPaise, receipt, notes }): Promise<CreatedOrder> {
      let response: Response;
      try {
        response = await fetch(`${options.apiBase}/orders`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new ProviderError(`Razorpay could not be reached: ${String(error)}`);
      }
      const body = (await response.json().catch(() => null)) as {
        id?: unknown;
        amount?: unknown;
        error?: { description?: string };
      } | null;
      if (!response.ok || typeof body?.id !== 'string') {
        throw new ProviderError(
          `Razorpay refused the order (HTTP ${response.status}): ${body?.error?.description ?? 'no description'}`,
        );
      }
      if (body.amount !== amountPaise) {
        throw new ProviderError(
          `Razorpay answered with amount ${String(body.amount)}, not ${amountPaise}`,
        );
      }
      return { providerOrderId: body.id };
    },

    isValidPaymentSignature: (orderId, paymentId, signature) =>
      signaturesMatch(paymentSignature(orderId, paymentId, options.keySecret), signature),

    isValidWebhookSignature: (rawBody, signature) =>
      signaturesMatch(webhookSignature(rawBody, options.webhookSecret), signature),

    async refund({ paymentId, amountPaise, notes }) {
      const body = await call(
        'POST',
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        'the refund',
        { amount: amountPaise, notes },
      );
      if (typeof body?.id !== 'string') throw new ProviderError('Razorpay gave no refund id');
      if (body.amount !== amountPaise) {
        throw new ProviderError(
          `Razorpay refunded ${String(body.amount)}, not ${amountPaise}: check the dashboard`,
        );
      }
      return { refundId: body.id };
    },

    async paymentsForOrder(providerOrderId) {
      const body = await call(
        'GET',
        `/orders/${encodeURIComponent(providerOrderId)}/payments`,
        'the payments lookup',
      );
      const items = Array.isArray(body?.items) ? (body.items as Record<string, unknown>[]) : [];
      return items.flatMap((item): ProviderPayment[] =>
        typeof item.id === 'string' && typeof item.amount === 'number'
          ? [
              {
                paymentId: item.id,
                amountPaise: item.amount,
                status: item.status as ProviderPayment['status'],
              },
            ]
          : [],
      );
    },
  };
}

export function razorpayOptions(config: Config): RazorpayOptions {
  if (config.payments.provider !== 'razorpay') throw new Error('Razorpay is not configured');
  return config.payments;
}
