import type { ContactRequest, RequestPatch, RequestStatus } from '@studyhub/contract/requests';
import type { Insertable, Kysely } from 'kysely';
import type { ContactRequestsTable, Database } from '../../db/schema.ts';

const columns = [
  'id',
  'userId',
  'name',
  'email',
  'subject',
  'message',
  'createdAt',
  'status',
  'operatorNote',
] as const;

/** The only place that touches the contact_requests table. */
export function createContactRepository(db: Kysely<Database>) {
  return {
    async insert(request: Insertable<ContactRequestsTable>): Promise<void> {
      await db.insertInto('contactRequests').values(request).execute();
    },

    /** Newest first. */
    async list(page: {
      limit: number;
      offset: number;
      status?: RequestStatus | undefined;
    }): Promise<ContactRequest[]> {
      let query = db.selectFrom('contactRequests').select(columns);
      if (page.status) query = query.where('status', '=', page.status);
      return query
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    async count(status?: RequestStatus): Promise<number> {
      let query = db.selectFrom('contactRequests').select((eb) => eb.fn.countAll().as('count'));
      if (status) query = query.where('status', '=', status);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async find(id: string): Promise<ContactRequest | undefined> {
      return db
        .selectFrom('contactRequests')
        .select(columns)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Sets the status alone; build the repository on the transaction that records why. */
    async setStatus(id: string, status: RequestStatus): Promise<void> {
      await db.updateTable('contactRequests').set({ status }).where('id', '=', id).execute();
    },

    /**
     * Sets the status and the operator's note, in one transaction with `within` (its audit
     * entry); undefined when there is no such request.
     */
    async update(
      id: string,
      patch: RequestPatch,
      within: (
        trx: Kysely<Database>,
        before: ContactRequest,
        after: ContactRequest,
      ) => Promise<void>,
    ): Promise<ContactRequest | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('contactRequests')
          .select(columns)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) return undefined;
        await trx
          .updateTable('contactRequests')
          .set({
            ...(patch.status ? { status: patch.status } : {}),
            ...(patch.note !== undefined ? { operatorNote: patch.note || null } : {}),
          })
          .where('id', '=', id)
          .execute();
        const after = await trx
          .selectFrom('contactRequests')
          .select(columns)
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await within(trx, before, after);
        return after;
      });
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
