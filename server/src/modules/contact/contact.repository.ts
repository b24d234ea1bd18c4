import type { ContactRequest } from '@studyhub/contract/requests';
import type { Insertable, Kysely } from 'kysely';
import type { ContactRequestsTable, Database } from '../../db/schema.ts';

const columns = ['id', 'userId', 'name', 'email', 'subject', 'message', 'createdAt'] as const;

/** The only place that touches the contact_requests table. */
export function createContactRepository(db: Kysely<Database>) {
  return {
    async insert(request: Insertable<ContactRequestsTable>): Promise<void> {
      await db.insertInto('contactRequests').values(request).execute();
    },

    /** Newest first. */
    async list(page: { limit: number; offset: number }): Promise<ContactRequest[]> {
      return db
        .selectFrom('contactRequests')
        .select(columns)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('contactRequests')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async find(id: string): Promise<ContactRequest | undefined> {
      return db
        .selectFrom('contactRequests')
        .select(columns)
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
