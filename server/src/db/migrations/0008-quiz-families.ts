import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

/** Quiz integrity (issue 9, decision 27; docs/decisions/0017-quiz-integrity.md). */
export async function up(db: Db): Promise<void> {
  // Near-duplicate questions share a family; an attempt serves at most one of each.
  await db.schema.alterTable('quiz_questions').addColumn('family', 'text').execute();

  // JSON string[] parallel to question_ids: the random ids the browser sees, so no id tells a
  // question's place in the bank (and with it its topic).
  await db.schema
    .alterTable('quiz_attempts')
    .addColumn('served_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  // Attempts made before this step were served the bank ids and answered by them.
  await sql`update quiz_attempts set served_ids = question_ids`.execute(db);

  // 1 when the attempt was submitted faster than its quiz's minimum time: graded, no certificate.
  await db.schema
    .alterTable('quiz_attempts')
    .addColumn('too_fast', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('quiz_attempts').dropColumn('too_fast').execute();
  await db.schema.alterTable('quiz_attempts').dropColumn('served_ids').execute();
  await db.schema.alterTable('quiz_questions').dropColumn('family').execute();
}
