import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Serialises transactions that work on the same thing (one student's quiz starts, one student's
 * downloads of one item): check-then-write inside them cannot race. PostgreSQL takes an advisory
 * lock held until the transaction ends; SQLite needs none, since it runs one transaction at a time
 * on its single connection.
 */
export async function lockWithinTransaction(trx: Kysely<Database>, key: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
