import { randomUUID } from 'node:crypto';
import type {
  AdminOrder,
  AdminOrdersQuery,
  OrderTotals,
  Purchase,
} from '@studyhub/contract/payments';
import {
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database, OrdersTable } from '../../db/schema.ts';

export type OrderRow = Selectable<OrdersTable>;

/** Work that must commit with a change or not at all, such as its audit entry. */
export type WithinTransaction = (trx: Kysely<Database>) => Promise<void>;

/** Totals are exact: paise to rupees with the paise kept. */
const rupees = (paise: number) => paise / 100;

type OrderFilter = Omit<AdminOrdersQuery, 'status' | 'refundDue'>;

/** The first instant after a `to` bound: a bare day includes the whole of it. */
function endOf(bound: string): { op: '<' | '<='; value: string } {
  if (bound.includes('T')) return { op: '<=', value: new Date(bound).toISOString() };
  const next = new Date(`${bound}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { op: '<', value: next.toISOString() };
}

function filtered<O>(
  query: SelectQueryBuilder<Database & { original: OrdersTable }, 'orders' | 'users', O>,
  filter: OrderFilter,
) {
  let result = query;
  if (filter.itemType) result = result.where('orders.itemType', '=', filter.itemType);
  if (filter.email) result = result.where('users.email', '=', filter.email);
  if (filter.from) {
    const from = filter.from.includes('T') ? filter.from : `${filter.from}T00:00:00.000Z`;
    result = result.where('orders.createdAt', '>=', new Date(from).toISOString());
  }
  if (filter.to) {
    const { op, value } = endOf(filter.to);
    result = result.where('orders.createdAt', op, value);
  }
  return result;
}

const adminOrderColumns = (
  eb: ExpressionBuilder<Database & { original: OrdersTable }, 'orders' | 'users' | 'original'>,
) => [
  eb.ref('orders.id').as('id'),
  eb.ref('orders.providerOrderId').as('providerOrderId'),
  eb.ref('orders.userId').as('userId'),
  eb.ref('users.email').as('userEmail'),
  eb.ref('users.name').as('userName'),
  eb.ref('orders.itemType').as('itemType'),
  eb.ref('orders.itemSlug').as('itemSlug'),
  eb.ref('orders.itemName').as('itemName'),
  eb.ref('orders.amountPaise').as('amountPaise'),
  eb.ref('orders.provider').as('provider'),
  eb.ref('orders.status').as('status'),
  eb.ref('orders.paymentId').as('paymentId'),
  eb.ref('orders.failureReason').as('failureReason'),
  eb.ref('orders.createdAt').as('createdAt'),
  eb.ref('orders.paidAt').as('paidAt'),
  eb.ref('orders.refundDue').as('refundDue'),
  eb.ref('original.providerOrderId').as('duplicateOf'),
  eb.ref('orders.refundedAt').as('refundedAt'),
  eb.ref('orders.refundId').as('refundId'),
  eb.ref('orders.refundReason').as('refundReason'),
];

interface AdminOrderRow {
  providerOrderId: string;
  userId: string;
  userEmail: string;
  itemType: OrderRow['itemType'];
  itemSlug: string | null;
  itemName: string;
  amountPaise: number;
  provider: OrderRow['provider'];
  status: OrderRow['status'];
  paymentId: string | null;
  failureReason: string | null;
  createdAt: string;
  paidAt: string | null;
  refundDue: number;
  duplicateOf: string | null;
  refundedAt: string | null;
  refundId: string | null;
  refundReason: string | null;
}

function toAdminOrder(row: AdminOrderRow): AdminOrder {
  return {
    orderId: row.providerOrderId,
    userId: row.userId,
    userEmail: row.userEmail,
    itemType: row.itemType,
    itemId: row.itemSlug,
    itemName: row.itemName,
    amountPaise: row.amountPaise,
    provider: row.provider,
    status: row.refundedAt ? 'refunded' : row.status,
    paymentId: row.paymentId,
    failureReason: row.failureReason,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    refundDue: row.refundDue === 1,
    duplicateOf: row.duplicateOf,
    refundedAt: row.refundedAt,
    refundId: row.refundId,
    refundReason: row.refundReason,
  };
}

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

/** The only place that touches orders, entitlements and webhook events. */
export function createPaymentsRepository(db: Kysely<Database>) {
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

    /** The newest orders first, for operators, with their buyer's email. */
    async listOrders(filter: AdminOrdersQuery, limit: number): Promise<AdminOrder[]> {
      let query = filtered(
        db
          .selectFrom('orders')
          .innerJoin('users', 'users.id', 'orders.userId')
          .leftJoin('orders as original', 'original.id', 'orders.duplicateOfOrderId')
          .select(adminOrderColumns)
          .orderBy('orders.createdAt', 'desc')
          .orderBy('orders.id', 'desc')
          .limit(limit),
        filter,
      );
      if (filter.status === 'refunded') query = query.where('orders.refundedAt', 'is not', null);
      else if (filter.status) {
        query = query.where('orders.status', '=', filter.status);
        if (filter.status === 'paid') query = query.where('orders.refundedAt', 'is', null);
      }
      if (filter.refundDue !== undefined) {
        query = query.where('orders.refundDue', '=', filter.refundDue ? 1 : 0);
      }
      return (await query.execute()).map(toAdminOrder);
    },

    /** What the orders matching the filter (status aside) brought in and gave back. */
    async totals(filter: OrderFilter): Promise<OrderTotals> {
      const row = await filtered(
        db
          .selectFrom('orders')
          .innerJoin('users', 'users.id', 'orders.userId')
          .select((eb) => [
            eb.fn
              .sum<string | number | null>(
                eb
                  .case()
                  .when('orders.status', '=', 'paid')
                  .then(eb.ref('orders.amountPaise'))
                  .else(0)
                  .end(),
              )
              .as('paidPaise'),
            eb.fn
              .sum<string | number | null>(
                eb.case().when('orders.status', '=', 'paid').then(1).else(0).end(),
              )
              .as('paidCount'),
            eb.fn
              .sum<string | number | null>(
                eb
                  .case()
                  .when('orders.refundedAt', 'is not', null)
                  .then(eb.ref('orders.amountPaise'))
                  .else(0)
                  .end(),
              )
              .as('refundedPaise'),
            eb.fn
              .sum<string | number | null>(
                eb.case().when('orders.refundedAt', 'is not', null).then(1).else(0).end(),
              )
              .as('refundedCount'),
          ]),
        filter,
      ).executeTakeFirstOrThrow();
      const paidPaise = Number(row.paidPaise ?? 0);
      const refundedPaise = Number(row.refundedPaise ?? 0);
      return {
        paidCount: Number(row.paidCount ?? 0),
        paidPaise,
        paidRupees: rupees(paidPaise),
        refundedCount: Number(row.refundedCount ?? 0),
        refundedPaise,
        refundedRupees: rupees(refundedPaise),
        netPaise: paidPaise - refundedPaise,
        netRupees: rupees(paidPaise - refundedPaise),
      };
    },

    /**
     * Orders paid per UTC day of payment in [from, to): how many, what they brought in and what
     * was refunded of them since. Days without any are left out.
     */
    async paidByDay(from: string, to: string) {
      const day = sql<string>`substr(${sql.ref('paidAt')}, 1, 10)`;
      const rows = await db
        .selectFrom('orders')
        .select((eb) => [
          day.as('day'),
          eb.fn.countAll().as('paidCount'),
          eb.fn.sum<string | number>('amountPaise').as('paidPaise'),
          eb.fn
            .sum<string | number>(
              eb
                .case()
                .when('refundedAt', 'is not', null)
                .then(eb.ref('amountPaise'))
                .else(0)
                .end(),
            )
            .as('refundedPaise'),
        ])
        .where('status', '=', 'paid')
        .where('paidAt', '>=', from)
        .where('paidAt', '<', to)
        .groupBy(day)
        .execute();
      return rows.map((row) => ({
        day: row.day,
        paidCount: Number(row.paidCount),
        paidPaise: Number(row.paidPaise),
        refundedPaise: Number(row.refundedPaise),
      }));
    },

    /** One order as operators see it, with the buyer's name; undefined when there is none. */
    async findAdminOrder(providerOrderId: string) {
      const row = await db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.userId')
        .leftJoin('orders as original', 'original.id', 'orders.duplicateOfOrderId')
        .select(adminOrderColumns)
        .where('orders.providerOrderId', '=', providerOrderId)
        .executeTakeFirst();
      return row && { ...toAdminOrder(row), userName: row.userName, providerOrderId };
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

    /**
     * Records a refund the provider made, in one transaction with `within`: the order is marked
     * refunded (and no longer due a refund), and the entitlement it granted ends (decision 25).
     * A duplicate payment granted nothing, so the item stays with the order that did. False when
     * the order was refunded already.
     */
    async markRefunded(
      order: OrderRow,
      refund: { refundId: string; reason: string; at: string },
      within: (trx: Kysely<Database>, accessEnded: boolean) => Promise<void>,
    ): Promise<{ changed: boolean; accessEnded: boolean }> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('orders')
          .set({
            refundedAt: refund.at,
            refundId: refund.refundId,
            refundReason: refund.reason,
            refundDue: 0,
            updatedAt: refund.at,
          })
          .where('id', '=', order.id)
          .where('status', '=', 'paid')
          .where('refundedAt', 'is', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return { changed: false, accessEnded: false };
        const ended = await trx
          .deleteFrom('entitlements')
          .where('orderId', '=', order.id)
          .executeTakeFirst();
        const accessEnded = Number(ended.numDeletedRows) > 0;
        await within(trx, accessEnded);
        return { changed: true, accessEnded };
      });
    },

    /** A paid, unrefunded second payment for the item this order granted, if there is one. */
    async liveDuplicateOf(orderId: string) {
      return db
        .selectFrom('orders')
        .select('providerOrderId')
        .where('duplicateOfOrderId', '=', orderId)
        .where('status', '=', 'paid')
        .where('refundedAt', 'is', null)
        .executeTakeFirst();
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
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
