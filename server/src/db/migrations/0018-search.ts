import { type Kysely, PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

/**
 * Server-side search of notes, projects and question papers (issue 11, docs/decisions/0028).
 * Each searchable table gets the fields search reads (a subject, tags, a note's semester) and an
 * index that the database itself keeps current, whoever writes the row (the admin, the seed):
 * - SQLite: an FTS5 table per item table, filled by triggers on insert, update and delete;
 * - PostgreSQL: a generated, weighted tsvector column with a GIN index.
 */

/** The searched columns of each table, best field first; the description is the last one. */
const searched = {
  notes: ['name', 'subject', 'tags', 'about'],
  projects: ['name', 'subject', 'tags', 'about'],
  question_papers: ['name', 'subject', 'tags', 'university'],
} as const;
type SearchedTable = keyof typeof searched;
const tables = Object.keys(searched) as SearchedTable[];

/** PostgreSQL weights, in the order of `searched`: the name A, subject and tags B, the rest C. */
const weights = ['A', 'B', 'B', 'C'] as const;

function isPostgres(db: Db) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('notes').addColumn('semester', 'integer').execute();
  for (const table of tables) {
    if (table !== 'notes') {
      await db.schema
        .alterTable(table)
        .addColumn('subject', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
    }
    await db.schema
      .alterTable(table)
      .addColumn('tags', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  }
  for (const [table, column] of [
    ['notes', 'subject'],
    ['notes', 'semester'],
    ['projects', 'subject'],
    ['question_papers', 'subject'],
    ['question_papers', 'year'],
  ] as const) {
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  }

  if (isPostgres(db)) {
    for (const table of tables) {
      const vector = searched[table]
        .map(
          (column, index) =>
            `setweight(to_tsvector('english'::regconfig, coalesce(${column}, '')), '${weights[index]}')`,
        )
        .join(' || ');
      await sql
        .raw(
          `alter table ${table} add column search_vector tsvector generated always as (${vector}) stored`,
        )
        .execute(db);
      await sql
        .raw(`create index ${table}_search_idx on ${table} using gin (search_vector)`)
        .execute(db);
    }
    return;
  }

  for (const table of tables) {
    const columns = searched[table];
    const index = `${table}_search`;
    await sql
      .raw(
        `create virtual table ${index} using fts5(item_id unindexed, ${columns.join(', ')}, tokenize = 'porter unicode61 remove_diacritics 2')`,
      )
      .execute(db);
    const insert = `insert into ${index} (item_id, ${columns.join(', ')}) values (new.id, ${columns.map((column) => `new.${column}`).join(', ')});`;
    const remove = `delete from ${index} where item_id = old.id;`;
    await sql
      .raw(`create trigger ${table}_search_insert after insert on ${table} begin ${insert} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_update after update on ${table} begin ${remove} ${insert} end`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${table}_search_delete after delete on ${table} begin ${remove} end`)
      .execute(db);
    // Rows that existed before this migration.
    await sql
      .raw(
        `insert into ${index} (item_id, ${columns.join(', ')}) select id, ${columns.join(', ')} from ${table}`,
      )
      .execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of tables) {
    if (postgres) {
      await sql.raw(`drop index ${table}_search_idx`).execute(db);
      await db.schema.alterTable(table).dropColumn('search_vector').execute();
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`drop trigger ${table}_search_${event}`).execute(db);
      }
      await sql.raw(`drop table ${table}_search`).execute(db);
    }
  }
  for (const [table, column] of [
    ['notes', 'subject'],
    ['notes', 'semester'],
    ['projects', 'subject'],
    ['question_papers', 'subject'],
    ['question_papers', 'year'],
  ] as const) {
    await db.schema.dropIndex(`${table}_${column}_idx`).execute();
  }
  for (const table of tables) {
    await db.schema.alterTable(table).dropColumn('tags').execute();
    if (table !== 'notes') await db.schema.alterTable(table).dropColumn('subject').execute();
  }
  await db.schema.alterTable('notes').dropColumn('semester').execute();
}
