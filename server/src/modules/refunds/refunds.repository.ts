import type { RefundRequest } from '@studyhub/contract/requests';
import type { Insertable, Kysely } from 'kysely';
import type { Database, RefundRequestsTable } from '../../db/schema.ts';

const columns = ['id', 'userId', 'name', 'email', 'transactionId', 'product', 'createdAt'] as const;

/** The only place that touches the refund_requests table. */
export function createRefundsRepository(db: Kysely<Database>) {
  return {
    async insert(request: Insertable<RefundRequestsTable>): Promise<void> {
      await db.insertInto('refundRequests').values(request).execute();
    },

    /** Newest first. */
    async list(page: { limit: number; offset: number }): Promise<RefundRequest[]> {
      return db
        .selectFrom('refundRequests')
        .select(columns)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('refundRequests')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async find(id: string): Promise<RefundRequest | undefined> {
      return db
        .selectFrom('refundRequests')
        .select(columns)
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
