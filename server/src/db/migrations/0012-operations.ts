import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

/**
 * What operators record (issue 10, docs/decisions/0022): an order's refund, the order a webhook
 * event was about, why a certificate was revoked, and where a contact or refund request stands.
 * A refunded order keeps status 'paid' (money did come in) and gains refunded_at, so the status
 * check of 0004 stays as it is and no table has to be rebuilt on SQLite.
 */
export async function up(db: Db): Promise<void> {
  for (const column of ['refunded_at', 'refund_id', 'refund_reason']) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('webhook_events').addColumn('provider_order_id', 'text').execute();
  await db.schema
    .createIndex('webhook_events_order_idx')
    .on('webhook_events')
    .column('provider_order_id')
    .execute();
  await db.schema.createIndex('orders_created_at_idx').on('orders').column('created_at').execute();
  for (const column of ['revoked_at', 'revoked_reason']) {
    await db.schema.alterTable('certificates').addColumn(column, 'text').execute();
  }
  for (const table of ['contact_requests', 'refund_requests']) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
      .execute();
    await db.schema.alterTable(table).addColumn('operator_note', 'text').execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of ['contact_requests', 'refund_requests']) {
    await db.schema.alterTable(table).dropColumn('operator_note').execute();
    await db.schema.alterTable(table).dropColumn('status').execute();
  }
  for (const column of ['revoked_reason', 'revoked_at']) {
    await db.schema.alterTable('certificates').dropColumn(column).execute();
  }
  await db.schema.dropIndex('orders_created_at_idx').execute();
  await db.schema.dropIndex('webhook_events_order_idx').execute();
  await db.schema.alterTable('webhook_events').dropColumn('provider_order_id').execute();
  for (const column of ['refund_reason', 'refund_id', 'refunded_at']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
