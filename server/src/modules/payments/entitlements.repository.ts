import { randomUUID } from 'node:crypto';
import type { Purchase } from '@studyhub/contract/payments';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderRow } from './orders.repository.ts';

/** Work that must commit with a change or not at all, such as its audit entry. */
export type WithinTransaction = (trx: Kysely<Database>) => Promise<void>;

/**
 * Marks an order paid and grants its item, at most once: the status guard lets one confirmation
 * through, and the unique entitlement absorbs any other. When the student already owns the item
 * through another order, this payment is kept, not granted, and marked for refund.
 */
async function grant(
  trx: Kysely<Database>,
  order: OrderRow,
  paymentId: string,
  paidAt: string,
): Promise<{ changed: boolean; refundDue: boolean }> {
  const updated = await trx
    .updateTable('orders')
    .set({ status: 'paid', paymentId, paidAt, updatedAt: paidAt, failureReason: null })
    .where('id', '=', order.id)
    .where('status', '!=', 'paid')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    const current = await trx
      .selectFrom('orders')
      .select('refundDue')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    return { changed: false, refundDue: current.refundDue === 1 };
  }
  if (order.itemType === 'donation' || !order.itemId) return { changed: true, refundDue: false };
  const granted = await trx
    .insertInto('entitlements')
    .values({
      id: randomUUID(),
      userId: order.userId,
      itemType: order.itemType,
      itemId: order.itemId,
      orderId: order.id,
      createdAt: paidAt,
    })
    .onConflict((conflict) => conflict.columns(['userId', 'itemType', 'itemId']).doNothing())
    .executeTakeFirst();
  if (Number(granted.numInsertedOrUpdatedRows ?? 0) === 1) {
    return { changed: true, refundDue: false };
  }
  // Owned already (the insert waited for, then yielded to, the order that granted it).
  const owner = await trx
    .selectFrom('entitlements')
    .select('orderId')
    .where('userId', '=', order.userId)
    .where('itemType', '=', order.itemType)
    .where('itemId', '=', order.itemId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('orders')
    .set({ refundDue: 1, duplicateOfOrderId: owner.orderId })
    .where('id', '=', order.id)
    .execute();
  return { changed: true, refundDue: true };
}

/** Paid orders and what they granted: the entitlements a download checks, and My Purchases. */
export function createEntitlementsRepository(db: Kysely<Database>) {
  // My Purchases is read on every visit to the dashboard: compiled once, and kept while the
  // database is unchanged (see compiledOnce).
  const paidOrdersOf = compiledOnce(
    db,
    (userId: string) =>
      db
        .selectFrom('orders')
        .select([
          'providerOrderId',
          'itemType',
          'itemSlug',
          'itemName',
          'amountPaise',
          'paidAt',
          'paymentId',
          'refundDue',
          'refundedAt',
        ])
        .where('userId', '=', userId)
        .where('status', '=', 'paid')
        .orderBy('paidAt', 'desc'),
    { keepWhileUnchanged: 1000 },
  );
  return {
    /**
     * Marks an order paid and grants its item in one transaction, with `within` when this call made
     * the change. `changed` says whether this call made the order paid.
     */
    async markPaid(
      order: OrderRow,
      paymentId: string,
      paidAt: string,
      within?: WithinTransaction,
    ): Promise<{ changed: boolean; refundDue: boolean }> {
      return db.transaction().execute(async (trx) => {
        const outcome = await grant(trx, order, paymentId, paidAt);
        if (outcome.changed && within) await within(trx);
        return outcome;
      });
    },

    async entitlement(userId: string, itemType: 'note' | 'project', itemId: string) {
      return db
        .selectFrom('entitlements')
        .innerJoin('orders', 'orders.id', 'entitlements.orderId')
        .select(['entitlements.orderId', 'orders.amountPaise', 'orders.providerOrderId'])
        .where('entitlements.userId', '=', userId)
        .where('entitlements.itemType', '=', itemType)
        .where('entitlements.itemId', '=', itemId)
        .executeTakeFirst();
    },

    async paidOrders(userId: string): Promise<Omit<Purchase, 'refundRequest'>[]> {
      const rows = await paidOrdersOf(userId);
      return rows.map((row) => ({
        orderId: row.providerOrderId,
        itemType: row.itemType,
        itemId: row.itemSlug,
        itemName: row.itemName,
        amountPaise: row.amountPaise,
        paidAt: row.paidAt ?? '',
        paymentId: row.paymentId ?? '',
        refundDue: row.refundDue === 1,
        refundedAt: row.refundedAt,
      }));
    },
  };
}
