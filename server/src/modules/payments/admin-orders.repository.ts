import type { AdminOrder, AdminOrdersQuery, OrderTotals } from '@studyhub/contract/payments';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema.ts';
import type { OrderRow } from './orders.repository.ts';

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

/** Orders as operators see them (lists, totals, one order), and the refunds they make. */
export function createAdminOrdersRepository(db: Kysely<Database>) {
  return {
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
  };
}
