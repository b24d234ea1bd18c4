import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

const itemTables = ['notes', 'projects', 'courses', 'tools', 'question_papers', 'blogs'];

/**
 * An item someone bought or downloaded is never removed, only marked deleted: its buyers keep it
 * and their history keeps pointing at it (issue 10, decision 20). ISO text, as every timestamp.
 */
export async function up(db: Db): Promise<void> {
  for (const table of itemTables) {
    await db.schema.alterTable(table).addColumn('deleted_at', 'text').execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of itemTables) {
    await db.schema.alterTable(table).dropColumn('deleted_at').execute();
  }
}
