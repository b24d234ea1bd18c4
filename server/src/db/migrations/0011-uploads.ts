import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

const tablesWithCards = ['notes', 'projects', 'courses', 'blogs'];

/** Uploaded card images: a 400 px WebP beside `image`, and a PNG for link previews (issue 10). */
export async function up(db: Db): Promise<void> {
  for (const table of tablesWithCards) {
    await db.schema.alterTable(table).addColumn('image_small', 'text').execute();
    await db.schema.alterTable(table).addColumn('og_image', 'text').execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of tablesWithCards) {
    await db.schema.alterTable(table).dropColumn('og_image').execute();
    await db.schema.alterTable(table).dropColumn('image_small').execute();
  }
}
