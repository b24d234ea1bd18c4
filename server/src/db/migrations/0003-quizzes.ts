import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was at this step
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('quiz_topics')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('note_hint', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('quiz_topics_pk', ['subject', 'id'])
    .execute();

  await db.schema
    .createTable('quiz_questions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('topic', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('code', 'text')
    // Four options as a JSON array; `answer` indexes it.
    .addColumn('options', 'text', (col) => col.notNull())
    .addColumn('answer', 'integer', (col) => col.notNull())
    .addColumn('explanation', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('quiz_questions_answer_check', sql`answer between 0 and 3`)
    .execute();
  await db.schema
    .createIndex('quiz_questions_subject_idx')
    .on('quiz_questions')
    .columns(['subject', 'position'])
    .execute();

  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    // JSON: the served question ids in order, and per question the order its options were shown in.
    .addColumn('question_ids', 'text', (col) => col.notNull())
    .addColumn('option_orders', 'text', (col) => col.notNull())
    // JSON: question id -> index of the option as shown.
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('deadline_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('score', 'integer')
    .addColumn('passed', 'integer')
    .addCheckConstraint(
      'quiz_attempts_status_check',
      sql`status in ('in_progress', 'submitted', 'timed_out')`,
    )
    .execute();
  await db.schema
    .createIndex('quiz_attempts_user_idx')
    .on('quiz_attempts')
    .columns(['user_id', 'subject', 'started_at'])
    .execute();

  await db.schema
    .createTable('certificates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // One certificate per passing attempt, enforced by the database.
    .addColumn('attempt_id', 'text', (col) =>
      col.notNull().unique().references('quiz_attempts.id').onDelete('cascade'),
    )
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('subject_line', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('revoked', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('certificates_user_idx')
    .on('certificates')
    .column('user_id')
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['certificates', 'quiz_attempts', 'quiz_questions', 'quiz_topics']) {
    await db.schema.dropTable(table).execute();
  }
}
