import type { RefundRequest, RequestPatch, RequestStatus } from '@studyhub/contract/requests';
import type { Insertable, Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database, RefundRequestsTable } from '../../db/schema.ts';

const columns = [
  'id',
  'userId',
  'name',
  'email',
  'transactionId',
  'product',
  'createdAt',
  'status',
  'operatorNote',
] as const;

/** The only place that touches the refund_requests table. */
export function createRefundsRepository(db: Kysely<Database>) {
  // Read with My Purchases on every visit to the dashboard: compiled once, and kept while the
  // database is unchanged (see compiledOnce).
  const requestsOf = compiledOnce(
    db,
    (userId: string) =>
      db
        .selectFrom('refundRequests')
        .select(['id', 'transactionId', 'status', 'createdAt'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id'),
    { keepWhileUnchanged: 1000 },
  );
  return {
    async insert(request: Insertable<RefundRequestsTable>): Promise<void> {
      await db.insertInto('refundRequests').values(request).execute();
    },

    /** Newest first. */
    async list(page: {
      limit: number;
      offset: number;
      status?: RequestStatus | undefined;
    }): Promise<RefundRequest[]> {
      let query = db.selectFrom('refundRequests').select(columns);
      if (page.status) query = query.where('status', '=', page.status);
      return query
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    async count(status?: RequestStatus): Promise<number> {
      let query = db.selectFrom('refundRequests').select((eb) => eb.fn.countAll().as('count'));
      if (status) query = query.where('status', '=', status);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** A student's own requests, newest first: what they asked about and where it stands. */
    ofUser: requestsOf,

    async find(id: string): Promise<RefundRequest | undefined> {
      return db
        .selectFrom('refundRequests')
        .select(columns)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Sets the status alone; build the repository on the transaction that records why. */
    async setStatus(id: string, status: RequestStatus): Promise<void> {
      await db.updateTable('refundRequests').set({ status }).where('id', '=', id).execute();
    },

    /**
     * Sets the status and the operator's note, in one transaction with `within` (its audit
     * entry); undefined when there is no such request.
     */
    async update(
      id: string,
      patch: RequestPatch,
      within: (trx: Kysely<Database>, before: RefundRequest, after: RefundRequest) => Promise<void>,
    ): Promise<RefundRequest | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('refundRequests')
          .select(columns)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) return undefined;
        await trx
          .updateTable('refundRequests')
          .set({
            ...(patch.status ? { status: patch.status } : {}),
            ...(patch.note !== undefined ? { operatorNote: patch.note || null } : {}),
          })
          .where('id', '=', id)
          .execute();
        const after = await trx
          .selectFrom('refundRequests')
          .select(columns)
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await within(trx, before, after);
        return after;
      });
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
