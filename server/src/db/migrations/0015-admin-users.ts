import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

/**
 * The operators' users list reads accounts newest first, and the overview reads a month of
 * accounts, payments, downloads and finished attempts by their time (docs/decisions/0025).
 */
const indexes = [
  ['users_created_at_idx', 'users', 'created_at'],
  ['orders_paid_at_idx', 'orders', 'paid_at'],
  ['downloads_downloaded_at_idx', 'downloads', 'downloaded_at'],
  ['quiz_attempts_finished_at_idx', 'quiz_attempts', 'finished_at'],
] as const;

export async function up(db: Db): Promise<void> {
  for (const [name, table, column] of indexes) {
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).execute();
}
