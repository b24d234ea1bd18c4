import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

/** Contact requests (decision 15) and refund requests (decision 14), read by operators. */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('contact_requests')
    // A readable id such as CR-7K3M9Q2P: the user is shown it and may quote it on a call.
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Kept when the account is deleted: the request is a record of what was asked.
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contact_requests_created_at_idx')
    .on('contact_requests')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('refund_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // The form is open to visitors too, so the account is optional.
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('transaction_id', 'text', (col) => col.notNull())
    .addColumn('product', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('refund_requests_created_at_idx')
    .on('refund_requests')
    .column('created_at')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('refund_requests').execute();
  await db.schema.dropTable('contact_requests').execute();
}
