import { errorCodes } from '@studyhub/contract/api';
import type { User } from '@studyhub/contract/auth';
import type { AdminOrdersQuery } from '@studyhub/contract/payments';
import { nowIso } from '../../db/time.ts';
import { AppError, notFound } from '../../errors.ts';
import type { OrderSettlement } from './order-settlement.ts';
import type { PaymentsContext } from './payments-context.ts';
import { ProviderError, type ProviderPayment } from './providers/payment-provider.ts';

const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);
const providerFailed = (message: string) => new AppError(502, errorCodes.providerError, message);
const orderNotFound = (orderId: string) => notFound(`No order has the id ${orderId}.`);

/** What operators do with orders at /admin: look them up, refund them, re-check them. */
export function createAdminOrders(context: PaymentsContext, settlement: OrderSettlement) {
  const { repository, provider, log, now, audit, oneAtATime } = context;

  return {
    /** Orders paid per UTC day in [from, to), with what was refunded of them. */
    paidByDay: (from: string, to: string) => repository.paidByDay(from, to),

    async listOrders(filter: AdminOrdersQuery) {
      const { status: _status, refundDue: _refundDue, ...period } = filter;
      const [orders, totals] = await Promise.all([
        repository.listOrders(filter, 500),
        repository.totals(period),
      ]);
      return { orders, totals };
    },

    /** One order for operators: its provider ids and what happened to it, oldest first. */
    async orderDetail(providerOrderId: string) {
      const order = await repository.findAdminOrder(providerOrderId);
      if (!order) throw orderNotFound(providerOrderId);
      const webhooks = await repository.webhookEventsFor(providerOrderId);
      const history = [
        { at: order.createdAt, event: 'created', detail: null },
        ...(order.status === 'failed'
          ? [{ at: order.createdAt, event: 'failed', detail: order.failureReason }]
          : []),
        ...(order.paidAt ? [{ at: order.paidAt, event: 'paid', detail: order.paymentId }] : []),
        ...(order.refundDue
          ? [
              {
                at: order.paidAt ?? order.createdAt,
                event: 'refund due',
                detail: `paid twice: ${order.duplicateOf ?? 'another order'} had granted the item`,
              },
            ]
          : []),
        ...webhooks.map((event) => ({
          at: event.receivedAt,
          event: event.event,
          detail: event.id,
        })),
        ...(order.refundedAt
          ? [{ at: order.refundedAt, event: 'refunded', detail: order.refundReason }]
          : []),
      ].sort((a, b) => a.at.localeCompare(b.at));
      return { order, history };
    },

    /**
     * Refunds a paid order in full with the provider, then, in one transaction, marks it refunded,
     * ends the access it granted and writes the audit entry. A second refund is refused before the
     * provider is asked.
     */
    async refund(operator: User, providerOrderId: string, reason: string) {
      return oneAtATime(`refund ${providerOrderId}`, async () => {
        const order = await repository.findByProviderOrderId(providerOrderId);
        if (!order) throw orderNotFound(providerOrderId);
        if (order.refundedAt) {
          throw conflict(`This order was already refunded on ${order.refundedAt.slice(0, 10)}.`);
        }
        if (order.status !== 'paid' || !order.paymentId) {
          throw conflict('Only a paid order can be refunded: this one was never paid.');
        }
        const duplicate = await repository.liveDuplicateOf(order.id);
        if (duplicate) {
          throw conflict(
            `The student paid for this item twice. Refund the second payment (${duplicate.providerOrderId}) first; refunding this order would end access they still paid for.`,
          );
        }
        let refundId: string;
        try {
          ({ refundId } = await provider.refund({
            paymentId: order.paymentId,
            amountPaise: order.amountPaise,
            notes: { reason, orderId: order.providerOrderId },
          }));
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          log.error({ err: error, orderId: providerOrderId }, 'payment provider refused a refund');
          throw providerFailed(
            `The payment provider did not make the refund: ${error.message}. Nothing was changed here.`,
          );
        }
        const before = await repository.findAdminOrder(providerOrderId);
        const { changed, accessEnded } = await repository.markRefunded(
          order,
          { refundId, reason, at: nowIso(now()) },
          async (trx, ended) => {
            await audit(trx).record({
              actor: operator,
              action: 'order.refund',
              subjectType: 'order',
              subjectId: providerOrderId,
              before,
              after: { refundId, reason, accessEnded: ended },
            });
          },
        );
        if (!changed) throw conflict('This order was already refunded.');
        log.info({ orderId: providerOrderId, refundId, accessEnded }, 'order refunded');
        const after = await repository.findAdminOrder(providerOrderId);
        if (!after) throw orderNotFound(providerOrderId);
        return { order: after, accessEnded };
      });
    },

    /**
     * Asks the provider about an order the student says they paid: a captured payment of the
     * order's amount is recorded through the same grant as verify, once.
     */
    async recheck(operator: User, providerOrderId: string) {
      return oneAtATime(`recheck ${providerOrderId}`, async () => {
        const order = await repository.findByProviderOrderId(providerOrderId);
        if (!order) throw orderNotFound(providerOrderId);
        let changed = false;
        if (order.status !== 'paid') {
          let captured: ProviderPayment | undefined;
          try {
            captured = await settlement.capturedPayment(order);
          } catch (error) {
            if (!(error instanceof ProviderError)) throw error;
            log.error({ err: error, orderId: providerOrderId }, 'payment provider lookup failed');
            throw providerFailed('The payment provider could not be asked. Please try again.');
          }
          if (captured) {
            const { paymentId } = captured;
            await settlement.confirm(order, paymentId, 'recheck', async (trx) => {
              changed = true;
              await audit(trx).record({
                actor: operator,
                action: 'order.recheck',
                subjectType: 'order',
                subjectId: providerOrderId,
                before: { status: order.status },
                after: { status: 'paid', paymentId },
              });
            });
          }
        }
        const after = await repository.findAdminOrder(providerOrderId);
        if (!after) throw orderNotFound(providerOrderId);
        const message = changed
          ? 'The provider has a captured payment: the order is now paid.'
          : after.status === 'created' || after.status === 'failed'
            ? 'The provider has no captured payment for this order.'
            : 'This order was already paid; nothing changed.';
        return { changed, message, order: after };
      });
    },
  };
}
