import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema.ts';

export type OrderRow = Selectable<OrdersTable>;

/**
 * Orders and the provider's webhook events about them. Paying an order and granting its item is
 * in entitlements.repository.ts; what operators see and refunds in admin-orders.repository.ts.
 */
export function createOrdersRepository(db: Kysely<Database>) {
  return {
    /** Unpaid orders made before `createdBefore` that background work has not asked about yet. */
    async unreconciled(createdBefore: string, limit: number): Promise<OrderRow[]> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('status', '=', 'created')
        .where('reconciledAt', 'is', null)
        .where('createdAt', '<=', createdBefore)
        .orderBy('createdAt')
        .limit(limit)
        .execute();
    },

    async markReconciled(id: string, at: string): Promise<void> {
      await db.updateTable('orders').set({ reconciledAt: at }).where('id', '=', id).execute();
    },

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

    /** Records a webhook delivery; false when this event id was seen before. */
    async recordWebhookEvent(
      id: string,
      event: string,
      at: string,
      providerOrderId: string | null,
    ): Promise<boolean> {
      const result = await db
        .insertInto('webhookEvents')
        .values({ id, event, receivedAt: at, providerOrderId })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async webhookEventSeen(id: string): Promise<boolean> {
      return Boolean(
        await db.selectFrom('webhookEvents').select('id').where('id', '=', id).executeTakeFirst(),
      );
    },

    /** The provider's webhook events about one of its orders, oldest first. */
    async webhookEventsFor(providerOrderId: string) {
      return db
        .selectFrom('webhookEvents')
        .select(['id', 'event', 'receivedAt'])
        .where('providerOrderId', '=', providerOrderId)
        .orderBy('receivedAt')
        .execute();
    },
  };
}
