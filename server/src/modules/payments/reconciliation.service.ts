import { nowIso } from '../../db/time.ts';
import type { OrderSettlement } from './order-settlement.ts';
import type { PaymentsContext } from './payments-context.ts';
import type { ProviderPayment } from './providers/payment-provider.ts';

/** Razorpay's webhook body, as far as we read it. */
interface WebhookBody {
  event?: string;
  payload?: {
    payment?: {
      entity?: { id?: string; order_id?: string; amount?: number; error_description?: string };
    };
    order?: { entity?: { id?: string; amount?: number } };
  };
}

/**
 * Settles orders from what the provider says rather than the browser: its webhooks, and background
 * work asking about orders still unpaid.
 */
export function createReconciliation(context: PaymentsContext, settlement: OrderSettlement) {
  const { repository, provider, log, now, oneAtATime } = context;

  return {
    /**
     * Reconciles what the browser never confirmed (a closed tab, a lost connection): a student who
     * paid always gets the item. Returns false for a bad signature, which records nothing.
     */
    async handleWebhook(
      rawBody: string,
      signature: string | undefined,
      eventId: string | undefined,
    ) {
      if (!signature || !provider.isValidWebhookSignature(rawBody, signature)) {
        log.warn({ eventId }, 'webhook with a bad signature refused');
        return { accepted: false as const };
      }
      if (eventId && (await repository.webhookEventSeen(eventId)))
        return { accepted: true as const, duplicate: true };
      const body = JSON.parse(rawBody) as WebhookBody;
      const payment = body.payload?.payment?.entity;
      const orderId = payment?.order_id ?? body.payload?.order?.entity?.id;
      if (
        (body.event === 'payment.captured' || body.event === 'order.paid') &&
        orderId &&
        payment?.id
      ) {
        const order = await repository.findByProviderOrderId(orderId);
        if (!order)
          log.warn({ orderId, event: body.event }, 'webhook for an order we did not create');
        else if (payment.amount !== undefined && payment.amount !== order.amountPaise) {
          log.error(
            { orderId, paid: payment.amount, expected: order.amountPaise },
            'webhook amount does not match the order',
          );
        } else await settlement.confirm(order, payment.id, 'webhook');
      } else if (body.event === 'payment.failed' && orderId) {
        await repository.markFailed(
          orderId,
          payment?.error_description ?? 'payment failed',
          nowIso(now()),
        );
        log.info({ orderId }, 'payment failed');
      }
      if (eventId)
        await repository.recordWebhookEvent(
          eventId,
          body.event ?? 'unknown',
          nowIso(now()),
          orderId ?? null,
        );
      return { accepted: true as const, duplicate: false };
    },

    /**
     * Background work (decision 32): asks the provider about each order still unpaid
     * `afterMinutes` after it was made (a checkout closed before the browser could confirm, a
     * webhook that never came). A captured payment of the order's amount is granted through the
     * same grant as verify, once; either way the order is asked about only once. An order the
     * provider could not be asked about is left for the next run.
     */
    async reconcileUnpaid(afterMinutes = 15, batch = 50) {
      const cutoff = nowIso(new Date(now().getTime() - afterMinutes * 60_000));
      const result = { checked: 0, granted: 0, failed: 0 };
      for (const order of await repository.unreconciled(cutoff, batch)) {
        let captured: ProviderPayment | undefined;
        try {
          captured = await settlement.capturedPayment(order);
        } catch (error) {
          result.failed += 1;
          log.warn({ err: error, orderId: order.providerOrderId }, 'could not reconcile an order');
          continue;
        }
        if (captured) {
          const { paymentId } = captured;
          // Keyed as an operator's re-check is, so the two never confirm one order at once.
          await oneAtATime(`recheck ${order.providerOrderId}`, () =>
            settlement.confirm(order, paymentId, 'reconcile'),
          );
          result.granted += 1;
        }
        await repository.markReconciled(order.id, nowIso(now()));
        result.checked += 1;
      }
      return result;
    },
  };
}
