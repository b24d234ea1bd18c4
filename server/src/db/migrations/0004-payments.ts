import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (col) => col.notNull())
    // The note or project row id; null for a donation.
    .addColumn('item_id', 'text')
    .addColumn('item_slug', 'text')
    .addColumn('item_name', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_order_id', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('payment_id', 'text', (col) => col.unique())
    .addColumn('failure_reason', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('orders_item_type_check', sql`item_type in ('note', 'project', 'donation')`)
    .addCheckConstraint('orders_status_check', sql`status in ('created', 'paid', 'failed')`)
    .addCheckConstraint('orders_amount_check', sql`amount_paise > 0`)
    .execute();
  await db.schema
    .createIndex('orders_user_idx')
    .on('orders')
    .columns(['user_id', 'status'])
    .execute();

  await db.schema
    .createTable('entitlements')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.notNull().unique().references('orders.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    // One entitlement per student and item, however many times a payment is confirmed.
    .addUniqueConstraint('entitlements_user_item_unique', ['user_id', 'item_type', 'item_id'])
    .execute();

  await db.schema
    .createTable('downloads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('item_slug', 'text', (col) => col.notNull())
    .addColumn('item_name', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.references('orders.id'))
    .addColumn('amount_paise', 'integer')
    .addColumn('downloaded_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('downloads_user_idx')
    .on('downloads')
    .columns(['user_id', 'downloaded_at'])
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['webhook_events', 'downloads', 'entitlements', 'orders']) {
    await db.schema.dropTable(table).execute();
  }
}
