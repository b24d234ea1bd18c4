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
     * The student's order for this item that can still be paid: created, unpaid, made after
     * `createdAfter`, at this amount and with this provider.
     */
    async findOpenOrder(open: {
      userId: string;
      itemType: 'note' | 'project';
      itemId: string;
      amountPaise: number;
      provider: OrderRow['provider'];
      createdAfter: string;
    }): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('userId', '=', open.userId)
        .where('itemType', '=', open.itemType)
        .where('itemId', '=', open.itemId)
        .where('status', '=', 'created')
        .where('amountPaise', '=', open.amountPaise)
        .where('provider', '=', open.provider)
        .where('createdAt', '>', open.createdAfter)
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
    },

    /**
     * Marks an order paid and grants its item, in one transaction and at most once: the status
     * guard lets one confirmation through, and the unique entitlement absorbs any other. When the
     * student already owns the item through another order, this payment is kept, not granted,
     * and marked for refund. `changed` says whether this call made the order paid.
     */
    async markPaid(
      order: OrderRow,
      paymentId: string,
      paidAt: string,
    ): Promise<{ changed: boolean; refundDue: boolean }> {
      return db.transaction().execute(async (trx) => {
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
        if (order.itemType === 'donation' || !order.itemId)
          return { changed: true, refundDue: false };
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

    /** Whether anyone ordered the item, paid or not: its row must then stay (decision 20). */
    async anyOrderFor(itemType: 'note' | 'project', itemId: string): Promise<boolean> {
      const row = await db
        .selectFrom('orders')
        .select('id')
        .where('itemType', '=', itemType)
        .where('itemId', '=', itemId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
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
          'refundDue',
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
        refundDue: row.refundDue === 1,
      }));
    },

    /** The newest orders first, for operators; optionally by status and by refund due. */
    async listOrders(
      filter: { status?: OrderRow['status'] | undefined; refundDue?: boolean | undefined },
      limit: number,
    ) {
      let query = db
        .selectFrom('orders')
        .leftJoin('orders as original', 'original.id', 'orders.duplicateOfOrderId')
        .selectAll('orders')
        .select('original.providerOrderId as duplicateOf')
        .orderBy('orders.createdAt', 'desc')
        .limit(limit);
      if (filter.status) query = query.where('orders.status', '=', filter.status);
      if (filter.refundDue !== undefined) {
        query = query.where('orders.refundDue', '=', filter.refundDue ? 1 : 0);
      }
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
        refundDue: row.refundDue === 1,
        duplicateOf: row.duplicateOf,
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
