import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createAdminOrders } from './admin-orders.service.ts';
import { createCheckout } from './checkout.service.ts';
import { createOrderSettlement } from './order-settlement.ts';
import { createPaymentsContext, type PaymentsServiceOptions } from './payments-context.ts';
import { createReconciliation } from './reconciliation.service.ts';

export type { PaymentsServiceOptions } from './payments-context.ts';

/**
 * Payments as one service, made of three parts that share one context and one way of settling an
 * order: the student's checkout, the operators' actions, and reconciliation with the provider.
 * The parts share the context so that, for example, an operator's re-check and background work
 * wait for each other on the same order.
 */
export function createPaymentsService(db: Kysely<Database>, options: PaymentsServiceOptions) {
  const context = createPaymentsContext(db, options);
  const settlement = createOrderSettlement(context);
  return {
    ...createCheckout(context, settlement),
    ...createAdminOrders(context, settlement),
    ...createReconciliation(context, settlement),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
