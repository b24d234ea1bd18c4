import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

/**
 * Testimonials and home-page reviews move from bundled JSON into the database so operators edit
 * them (docs/decisions/0027), and operators' email replies to contact and refund requests are
 * kept with the request they answer.
 */
export async function up(db: Db): Promise<void> {
  for (const [table, columns] of [
    ['testimonials', ['role', 'quote']],
    ['reviews', ['text']],
  ] as const) {
    let create = db.schema
      .createTable(table)
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull());
    for (const column of columns) create = create.addColumn(column, 'text', (col) => col.notNull());
    if (table === 'reviews') {
      create = create.addColumn('rating', 'integer', (col) =>
        col.notNull().check(sql`rating between 1 and 5`),
      );
    }
    await create
      // The order operators chose; the home page's sliders take the first ones.
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('published', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      // Deleted ones are kept, hidden everywhere, so the audit log's history still points at them.
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema
      .createIndex(`${table}_position_idx`)
      .on(table)
      .columns(['position', 'id'])
      .execute();
  }

  await db.schema
    .createTable('request_replies')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // 'contact' or 'refund': which kind of request, whose id is request_id.
    .addColumn('request_type', 'text', (col) => col.notNull())
    .addColumn('request_id', 'text', (col) => col.notNull())
    // Kept when the operator's account is deleted: the reply is a record of what was said.
    .addColumn('operator_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('operator_email', 'text', (col) => col.notNull())
    .addColumn('operator_name', 'text', (col) => col.notNull())
    .addColumn('sent_to', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('request_replies_request_idx')
    .on('request_replies')
    .columns(['request_type', 'request_id', 'sent_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('request_replies').execute();
  await db.schema.dropTable('reviews').execute();
  await db.schema.dropTable('testimonials').execute();
}
