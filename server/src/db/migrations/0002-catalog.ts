import type { CreateTableBuilder, Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

/** Columns every catalog item has: a readable slug, an order, a published flag, timestamps. */
function itemTable(db: Db, name: string) {
  return db.schema
    .createTable(name)
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull());
}

function childTable(db: Db, name: string, parent: string, parentColumn: string) {
  return db.schema
    .createTable(name)
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn(parentColumn, 'text', (col) =>
      col.notNull().references(`${parent}.id`).onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull());
}

async function create(builder: CreateTableBuilder<string>) {
  await builder.execute();
}

export async function up(db: Db): Promise<void> {
  await create(
    itemTable(db, 'notes')
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('about', 'text', (col) => col.notNull())
      .addColumn('pages', 'integer', (col) => col.notNull())
      .addColumn('price_paise', 'integer', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull())
      .addColumn('file_key', 'text', (col) => col.notNull())
      .addColumn('preview_file_key', 'text'),
  );
  await create(
    childTable(db, 'note_topics', 'notes', 'note_id')
      .addColumn('topic', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull()),
  );

  await create(
    itemTable(db, 'projects')
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('about', 'text', (col) => col.notNull())
      .addColumn('price_paise', 'integer', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull())
      .addColumn('file_key', 'text', (col) => col.notNull())
      .addColumn('preview_file_key', 'text'),
  );
  await create(
    childTable(db, 'project_technologies', 'projects', 'project_id')
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('value', 'text', (col) => col.notNull()),
  );

  await create(
    itemTable(db, 'courses')
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('about', 'text', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull())
      .addColumn('course_type', 'text', (col) => col.notNull())
      .addColumn('instructor', 'text', (col) => col.notNull())
      .addColumn('certification', 'text', (col) => col.notNull())
      .addColumn('link', 'text'),
  );

  await create(
    itemTable(db, 'tools')
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('about', 'text', (col) => col.notNull())
      .addColumn('link', 'text'),
  );

  await create(
    itemTable(db, 'question_papers')
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('year', 'text', (col) => col.notNull())
      .addColumn('university', 'text', (col) => col.notNull())
      .addColumn('price_paise', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('file_key', 'text', (col) => col.notNull()),
  );

  await create(
    itemTable(db, 'blogs')
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('published_on', 'text', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull())
      .addColumn('intro', 'text', (col) => col.notNull())
      .addColumn('main_heading', 'text'),
  );
  await create(
    childTable(db, 'blog_sections', 'blogs', 'blog_id')
      .addColumn('subheading', 'text', (col) => col.notNull())
      // An ordered list of paragraphs, as a JSON array: they are only ever read whole.
      .addColumn('paragraphs', 'text', (col) => col.notNull()),
  );

  for (const [table, column] of [
    ['note_topics', 'note_id'],
    ['project_technologies', 'project_id'],
    ['blog_sections', 'blog_id'],
  ] as const) {
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'blog_sections',
    'blogs',
    'question_papers',
    'tools',
    'courses',
    'project_technologies',
    'projects',
    'note_topics',
    'notes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
