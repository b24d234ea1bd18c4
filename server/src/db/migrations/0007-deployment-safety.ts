import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

/**
 * Accounts can be disabled (demo accounts found on an exposed server are), and secrets the
 * server makes for itself are kept where every process and every restart finds them.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('app_secrets').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
}
