import { randomUUID } from 'node:crypto';
import type { Purchase } from '@studyhub/contract/payments';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema.ts';

export type OrderRow = Selectable<OrdersTable>;

/** The only place that touches orders, entitlements and webhook events. */
export function createPaymentsRepository(db: Kysely<Database>) {
  return {
    async insertOrder(order: Insertable<OrdersTable>): Promise<void> {
      await db.insertInto('orders').values(order).execute();
    },

    async findByProviderOrderId(providerOrderId: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('providerOrderId', '=', providerOrderId)
        .executeTakeFirst();
    },

    /**
     * Marks an order paid and grants its item, in one transaction and at most once: the status
     * guard lets one confirmation through, and the unique entitlement absorbs any other.
     * Returns whether this call made the change.
     */
    async markPaid(order: OrderRow, paymentId: string, paidAt: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('orders')
          .set({ status: 'paid', paymentId, paidAt, updatedAt: paidAt, failureReason: null })
          .where('id', '=', order.id)
          .where('status', '!=', 'paid')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
        if (order.itemType !== 'donation' && order.itemId) {
          await trx
            .insertInto('entitlements')
            .values({
              id: randomUUID(),
              userId: order.userId,
              itemType: order.itemType,
              itemId: order.itemId,
              orderId: order.id,
              createdAt: paidAt,
            })
            .onConflict((conflict) =>
              conflict.columns(['userId', 'itemType', 'itemId']).doNothing(),
            )
            .execute();
        }
        return true;
      });
    },

    async markFailed(providerOrderId: string, reason: string, at: string): Promise<void> {
      await db
        .updateTable('orders')
        .set({ status: 'failed', failureReason: reason.slice(0, 500), updatedAt: at })
        .where('providerOrderId', '=', providerOrderId)
        .where('status', '=', 'created')
        .execute();
    },

    async entitlement(userId: string, itemType: 'note' | 'project', itemId: string) {
      return db
        .selectFrom('entitlements')
        .innerJoin('orders', 'orders.id', 'entitlements.orderId')
        .select(['entitlements.orderId', 'orders.amountPaise'])
        .where('entitlements.userId', '=', userId)
        .where('entitlements.itemType', '=', itemType)
        .where('entitlements.itemId', '=', itemId)
        .executeTakeFirst();
    },

    async paidOrders(userId: string): Promise<Purchase[]> {
      const rows = await db
        .selectFrom('orders')
        .select([
          'providerOrderId',
          'itemType',
          'itemSlug',
          'itemName',
          'amountPaise',
          'paidAt',
          'paymentId',
        ])
        .where('userId', '=', userId)
        .where('status', '=', 'paid')
        .orderBy('paidAt', 'desc')
        .execute();
      return rows.map((row) => ({
        orderId: row.providerOrderId,
        itemType: row.itemType,
        itemId: row.itemSlug,
        itemName: row.itemName,
        amountPaise: row.amountPaise,
        paidAt: row.paidAt ?? '',
        paymentId: row.paymentId ?? '',
      }));
    },

    /** The newest orders first, for operators. */
    async listOrders(status: OrderRow['status'] | undefined, limit: number) {
      let query = db.selectFrom('orders').selectAll().orderBy('createdAt', 'desc').limit(limit);
      if (status) query = query.where('status', '=', status);
      const rows = await query.execute();
      return rows.map((row) => ({
        orderId: row.providerOrderId,
        userId: row.userId,
        itemType: row.itemType,
        itemId: row.itemSlug,
        itemName: row.itemName,
        amountPaise: row.amountPaise,
        provider: row.provider,
        status: row.status,
        paymentId: row.paymentId,
        failureReason: row.failureReason,
        createdAt: row.createdAt,
        paidAt: row.paidAt,
      }));
    },

    /** Records a webhook delivery; false when this event id was seen before. */
    async recordWebhookEvent(id: string, event: string, at: string): Promise<boolean> {
      const result = await db
        .insertInto('webhookEvents')
        .values({ id, event, receivedAt: at })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async webhookEventSeen(id: string): Promise<boolean> {
      return Boolean(
        await db.selectFrom('webhookEvents').select('id').where('id', '=', id).executeTakeFirst(),
      );
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
