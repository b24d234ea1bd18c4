import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

/**
 * Tax invoices (issue 11, docs/decisions/0026). Each Indian financial year has one gap-free
 * series; `invoice_series` holds the last number given, and `invoices` the number each paid order
 * received, once.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('invoice_series')
    .addColumn('financial_year', 'text', (col) => col.primaryKey())
    .addColumn('last_sequence', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('invoices')
    .addColumn('order_id', 'text', (col) => col.primaryKey().references('orders.id'))
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('financial_year', 'text', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('seller_gstin', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_series').execute();
}
