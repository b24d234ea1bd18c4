import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

/**
 * Registrations waiting for their emailed link (issue 21, docs/decisions/0057): the account is
 * made when the link is opened. Only the SHA-256 of a link's token is kept, as for sessions and
 * reset links, and the password only as its hash.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('registration_links')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('remember_me', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('registration_links_email_idx')
    .on('registration_links')
    .column('email')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('registration_links').execute();
}
