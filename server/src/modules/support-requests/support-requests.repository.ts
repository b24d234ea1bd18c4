import type { RequestPatch, RequestStatus } from '@studyhub/contract/requests';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type {
  NewRequest,
  StoredRequest,
  SupportRequestKind,
  SupportRequestTable,
} from './support-requests.kind.ts';

/**
 * Either table as Kysely sees it here: the kind names its table at run time, which Kysely's types
 * cannot follow, so rows are typed by the kind (`$castTo` its `Row`) instead, and each kind's
 * tests read its rows back.
 */
type RequestColumns = Record<string, string | null>;
type RequestTables = Record<SupportRequestTable, RequestColumns>;
const requestTables = (db: Kysely<Database>) => db as unknown as Kysely<RequestTables>;

/**
 * The only place that writes the contact_requests and refund_requests tables, one kind at a time.
 * Build it on the transaction that records why a request changed.
 */
export function createSupportRequestsRepository<
  Submission extends object,
  Row extends StoredRequest,
>(db: Kysely<Database>, kind: Pick<SupportRequestKind<Submission, Row>, 'table' | 'columns'>) {
  const tables = requestTables(db);
  const { table, columns } = kind;

  const byId = (on: Kysely<RequestTables>, id: string) =>
    on.selectFrom(table).select(columns).$castTo<Row>().where('id', '=', id);

  return {
    async insert(request: NewRequest<Submission>): Promise<void> {
      await tables
        .insertInto(table)
        .values(request as RequestColumns)
        .execute();
    },

    /** Newest first. */
    async list(page: {
      limit: number;
      offset: number;
      status?: RequestStatus | undefined;
    }): Promise<Row[]> {
      let query = tables.selectFrom(table).select(columns).$castTo<Row>();
      if (page.status) query = query.where('status', '=', page.status);
      return query
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    async count(status?: RequestStatus): Promise<number> {
      let query = tables.selectFrom(table).select((eb) => eb.fn.countAll().as('count'));
      if (status) query = query.where('status', '=', status);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async find(id: string): Promise<Row | undefined> {
      return byId(tables, id).executeTakeFirst();
    },

    /** Sets the status alone; build the repository on the transaction that records why. */
    async setStatus(id: string, status: RequestStatus): Promise<void> {
      await tables.updateTable(table).set({ status }).where('id', '=', id).execute();
    },

    /**
     * Sets the status and the operator's note, in one transaction with `within` (its audit
     * entry); undefined when there is no such request.
     */
    async update(
      id: string,
      patch: RequestPatch,
      within: (trx: Kysely<Database>, before: Row, after: Row) => Promise<void>,
    ): Promise<Row | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = (await byId(requestTables(trx), id).executeTakeFirst()) as Row | undefined;
        if (!before) return undefined;
        await requestTables(trx)
          .updateTable(table)
          .set({
            ...(patch.status ? { status: patch.status } : {}),
            ...(patch.note !== undefined ? { operatorNote: patch.note || null } : {}),
          })
          .where('id', '=', id)
          .execute();
        const after = (await byId(requestTables(trx), id).executeTakeFirstOrThrow()) as Row;
        await within(trx, before, after);
        return after;
      });
    },
  };
}
