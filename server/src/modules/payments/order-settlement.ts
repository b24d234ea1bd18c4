import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import type { OrderRow } from './payments.repository.ts';
import type { PaymentsContext } from './payments-context.ts';
import type { ProviderPayment } from './providers/payment-provider.ts';

/**
 * How an order becomes paid, shared by every way a payment reaches us: the browser's verify, the
 * provider's webhook, an operator's re-check and background reconciliation all grant through
 * `confirm`, so an item is granted once whichever comes first.
 */
export function createOrderSettlement(context: PaymentsContext) {
  const { repository, provider, log, receipts, now } = context;

  return {
    /** Records the payment; returns whether it was for an item already owned (to be refunded). */
    async confirm(
      order: OrderRow,
      paymentId: string,
      via: 'verify' | 'webhook' | 'recheck' | 'reconcile',
      within?: (trx: Kysely<Database>) => Promise<void>,
    ): Promise<boolean> {
      const paidAt = nowIso(now());
      const { changed, refundDue } = await repository.markPaid(
        order,
        paymentId,
        paidAt,
        async (trx) => {
          await receipts?.issueInvoice(trx, order, paidAt);
          await within?.(trx);
        },
      );
      if (changed) receipts?.emailAfterPayment(order.providerOrderId);
      const details = {
        orderId: order.providerOrderId,
        paymentId,
        userId: order.userId,
        itemType: order.itemType,
        via,
      };
      if (!changed) log.info(details, 'order was already paid');
      else if (refundDue) log.warn(details, 'second payment for an item already owned: refund due');
      else log.info(details, 'order paid');
      return refundDue;
    },

    /**
     * The payment that settles an order the browser never confirmed, asked of the provider: one
     * captured (only that has moved money) and of the order's amount, as the webhook also requires.
     * The provider's errors reach the caller: an operator is told, background work tries later.
     */
    async capturedPayment(order: OrderRow): Promise<ProviderPayment | undefined> {
      const payments = await provider.paymentsForOrder(order.providerOrderId);
      return payments.find(
        (payment) => payment.status === 'captured' && payment.amountPaise === order.amountPaise,
      );
    },
  };
}

export type OrderSettlement = ReturnType<typeof createOrderSettlement>;
