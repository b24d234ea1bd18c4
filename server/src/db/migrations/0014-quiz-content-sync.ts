import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

/**
 * The fingerprint of the content file a question was last written from, so a later start can
 * tell a question nobody touched (brought up to date from the file) from one an operator edited
 * (left alone). Null for questions written before this column: they are taken as untouched.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('quiz_questions').addColumn('synced_hash', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('quiz_questions').dropColumn('synced_hash').execute();
}
