import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

/**
 * A second payment for an item the student already owns is kept as a paid order, never granted
 * again, and marked for the team to refund (docs/decisions/0019).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('refund_due', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    // The order that had already granted the item.
    .addColumn('duplicate_of_order_id', 'text', (col) => col.references('orders.id'))
    .execute();
  await db.schema
    .createIndex('orders_open_idx')
    .on('orders')
    .columns(['user_id', 'item_type', 'item_id', 'status'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('orders_open_idx').execute();
  await db.schema.alterTable('orders').dropColumn('duplicate_of_order_id').execute();
  await db.schema.alterTable('orders').dropColumn('refund_due').execute();
}
