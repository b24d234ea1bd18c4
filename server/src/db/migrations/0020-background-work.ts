import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

/**
 * Background work (issue 13, docs/decisions/0032): an unpaid order is asked about at the provider
 * once it is 15 minutes old; `reconciled_at` says it was, so it is asked once, not every minute.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('orders').addColumn('reconciled_at', 'text').execute();
  await db.schema
    .createIndex('orders_unreconciled_idx')
    .on('orders')
    .columns(['status', 'reconciled_at', 'created_at'])
    .execute();
  await db.schema
    .createIndex('quiz_attempts_open_deadline_idx')
    .on('quiz_attempts')
    .columns(['status', 'deadline_at'])
    .execute();
  await db.schema
    .createIndex('password_resets_expires_at_idx')
    .on('password_resets')
    .column('expires_at')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('password_resets_expires_at_idx').execute();
  await db.schema.dropIndex('quiz_attempts_open_deadline_idx').execute();
  await db.schema.dropIndex('orders_unreconciled_idx').execute();
  await db.schema.alterTable('orders').dropColumn('reconciled_at').execute();
}
