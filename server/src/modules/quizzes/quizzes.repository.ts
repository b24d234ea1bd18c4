import type { Subject } from '@studyhub/contract/quiz';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { lockWithinTransaction } from '../../db/lock.ts';
import type { Database, QuizQuestionsTable, QuizTopicsTable } from '../../db/schema.ts';
import {
  type Answers,
  type AttemptRow,
  decodedAttempt,
  encodedAttempt,
} from './attempt-columns.ts';
import { type QuestionContent, questionContentHash } from './question-content.ts';

/**
 * A question as stored: `options` is the JSON text that the bank sync fingerprints and operators'
 * edits write.
 */
export type QuestionRow = Selectable<QuizQuestionsTable>;
/** A question as an attempt serves and grades it: its options decoded. */
export type ServedQuestionRow = Omit<QuestionRow, 'options'> & { options: string[] };

/** The student's attempt of this quiz still running at `nowIso`, if any. */
async function openAttempt(
  db: Kysely<Database>,
  userId: string,
  subject: Subject,
  nowIso: string,
): Promise<AttemptRow | undefined> {
  const row = await db
    .selectFrom('quizAttempts')
    .selectAll()
    .where('userId', '=', userId)
    .where('subject', '=', subject)
    .where('status', '=', 'in_progress')
    .where('deadlineAt', '>', nowIso)
    .orderBy('startedAt', 'desc')
    .executeTakeFirst();
  return row && decodedAttempt(row);
}

/** The only place that touches the quiz tables. */
export function createQuizzesRepository(db: Kysely<Database>) {
  return {
    /** Attempts still open whose deadline was at or before `deadlineBefore`. */
    async openAttemptsPast(deadlineBefore: string, limit: number): Promise<AttemptRow[]> {
      const rows = await db
        .selectFrom('quizAttempts')
        .selectAll()
        .where('status', '=', 'in_progress')
        .where('deadlineAt', '<=', deadlineBefore)
        .orderBy('deadlineAt')
        .limit(limit)
        .execute();
      return rows.map(decodedAttempt);
    },

    async topics(subject: Subject) {
      return db
        .selectFrom('quizTopics')
        .select(['id', 'name', 'noteHint'])
        .where('subject', '=', subject)
        .orderBy('position')
        .execute();
    },

    /** The active bank: what a new attempt may draw from. */
    async activeQuestionIds(subject: Subject) {
      return db
        .selectFrom('quizQuestions')
        .select(['id', 'topic', 'family'])
        .where('subject', '=', subject)
        .where('active', '=', 1)
        .orderBy('position')
        .execute();
    },

    async questionsByIds(ids: string[]): Promise<ServedQuestionRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('quizQuestions')
        .selectAll()
        .where('id', 'in', ids)
        .execute();
      return rows.map((row) => ({ ...row, options: JSON.parse(row.options) as string[] }));
    },

    /**
     * Inserts a new attempt unless the student has one open, or has already started `max` of this
     * quiz after `since`. One student's starts of one quiz take turns (a lock on PostgreSQL; SQLite
     * runs one transaction at a time), so starts sent at once cannot overrun the budget.
     */
    async insertAttemptWithinBudget(
      attempt: AttemptRow,
      budget: { max: number; since: string; now: string },
    ): Promise<
      | { outcome: 'started' }
      | { outcome: 'open'; attempt: AttemptRow }
      | { outcome: 'refused'; startedAt: string[] }
    > {
      return db.transaction().execute(async (trx) => {
        await lockWithinTransaction(trx, `quiz-start ${attempt.userId} ${attempt.subject}`);
        const open = await openAttempt(trx, attempt.userId, attempt.subject, budget.now);
        if (open) return { outcome: 'open' as const, attempt: open };
        const starts = await trx
          .selectFrom('quizAttempts')
          .select('startedAt')
          .where('userId', '=', attempt.userId)
          .where('subject', '=', attempt.subject)
          .where('startedAt', '>', budget.since)
          .orderBy('startedAt')
          .execute();
        if (starts.length >= budget.max) {
          return { outcome: 'refused' as const, startedAt: starts.map((row) => row.startedAt) };
        }
        await trx.insertInto('quizAttempts').values(encodedAttempt(attempt)).execute();
        return { outcome: 'started' as const };
      });
    },

    async findAttempt(id: string): Promise<AttemptRow | undefined> {
      const row = await db
        .selectFrom('quizAttempts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && decodedAttempt(row);
    },

    async findOpenAttempt(
      userId: string,
      subject: Subject,
      nowIso: string,
    ): Promise<AttemptRow | undefined> {
      return openAttempt(db, userId, subject, nowIso);
    },

    async latestPassed(userId: string, subject: Subject): Promise<AttemptRow | undefined> {
      const row = await db
        .selectFrom('quizAttempts')
        .selectAll()
        .where('userId', '=', userId)
        .where('subject', '=', subject)
        .where('status', '=', 'submitted')
        .where('passed', '=', 1)
        .where('tooFast', '=', 0)
        .orderBy('finishedAt', 'desc')
        .executeTakeFirst();
      return row && decodedAttempt(row);
    },

    /** A student's attempts, newest first; bounded, as an operator reads a page, not a dump. */
    async attemptsOf(userId: string, limit: number) {
      const rows = await db
        .selectFrom('quizAttempts')
        .select([
          'id',
          'subject',
          'status',
          'questionIds',
          'score',
          'passed',
          'startedAt',
          'finishedAt',
        ])
        .where('userId', '=', userId)
        .orderBy('startedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(decodedAttempt);
    },

    /** Per subject, the attempts finished in [from, to) and how many of them passed. */
    async resultsBySubject(from: string, to: string) {
      const rows = await db
        .selectFrom('quizAttempts')
        .select((eb) => [
          'subject',
          eb.fn.countAll().as('attempts'),
          eb.fn
            .sum<string | number>(eb.case().when('passed', '=', 1).then(1).else(0).end())
            .as('passes'),
        ])
        .where('status', 'in', ['submitted', 'timed_out'])
        .where('finishedAt', '>=', from)
        .where('finishedAt', '<', to)
        .groupBy('subject')
        .execute();
      return rows.map((row) => ({
        subject: row.subject,
        attempts: Number(row.attempts),
        passes: Number(row.passes),
      }));
    },

    /** Saves answers only while the attempt is still open; false when it is not. */
    async saveAnswers(id: string, answers: Answers): Promise<boolean> {
      const result = await db
        .updateTable('quizAttempts')
        .set({ answers: JSON.stringify(answers) })
        .where('id', '=', id)
        .where('status', '=', 'in_progress')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Finishes an open attempt. The status guard makes it happen once: of two submissions racing,
     * exactly one updates the row.
     */
    async finishAttempt(
      id: string,
      finish: Pick<
        AttemptRow,
        'status' | 'answers' | 'finishedAt' | 'score' | 'passed' | 'tooFast'
      >,
    ): Promise<boolean> {
      const result = await db
        .updateTable('quizAttempts')
        .set({ ...finish, answers: JSON.stringify(finish.answers) })
        .where('id', '=', id)
        .where('status', '=', 'in_progress')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Brings the database up to date with a bank's content file: new topics and questions are
     * added; a question nobody edited since it was last written from the file takes the file's
     * content when the file changed; a question an operator edited keeps the operator's version.
     * Returns how many questions were added and how many rewritten.
     */
    async syncBank(
      topics: Insertable<QuizTopicsTable>[],
      questions: (Insertable<QuizQuestionsTable> & QuestionContent)[],
    ): Promise<{ added: number; updated: number; keptEdited: string[] }> {
      return db.transaction().execute(async (trx) => {
        const knownTopics = new Set(
          (await trx.selectFrom('quizTopics').select(['subject', 'id']).execute()).map(
            (topic) => `${topic.subject}/${topic.id}`,
          ),
        );
        const newTopics = topics.filter(
          (topic) => !knownTopics.has(`${topic.subject}/${topic.id}`),
        );
        if (newTopics.length) await trx.insertInto('quizTopics').values(newTopics).execute();

        const stored = new Map(
          (
            await trx
              .selectFrom('quizQuestions')
              .select([
                'id',
                'topic',
                'question',
                'code',
                'options',
                'answer',
                'explanation',
                'family',
                'syncedHash',
              ])
              .where(
                'id',
                'in',
                questions.map((question) => question.id),
              )
              .execute()
          ).map((row) => [row.id, row]),
        );
        const newQuestions: Insertable<QuizQuestionsTable>[] = [];
        const keptEdited: string[] = [];
        let updated = 0;
        for (const question of questions) {
          const fileHash = questionContentHash(question);
          const row = stored.get(question.id);
          if (!row) {
            newQuestions.push({ ...question, syncedHash: fileHash });
            continue;
          }
          if (row.syncedHash === fileHash) continue;
          const untouched = row.syncedHash === null || questionContentHash(row) === row.syncedHash;
          if (!untouched) {
            keptEdited.push(question.id);
            continue;
          }
          const { topic, question: text, code, options, answer, explanation, family } = question;
          await trx
            .updateTable('quizQuestions')
            .set({
              topic,
              question: text,
              code,
              options,
              answer,
              explanation,
              family,
              syncedHash: fileHash,
              updatedAt: question.updatedAt,
            })
            .where('id', '=', question.id)
            .execute();
          updated += 1;
        }
        for (let i = 0; i < newQuestions.length; i += 100) {
          await trx
            .insertInto('quizQuestions')
            .values(newQuestions.slice(i, i + 100))
            .execute();
        }
        return { added: newQuestions.length, updated, keptEdited };
      });
    },

    async updateQuestion(
      id: string,
      values: Partial<Insertable<QuizQuestionsTable>>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('quizQuestions')
        .set(values)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Every question of a subject, active and retired, in bank order. */
    async questionsOfSubject(subject: Subject): Promise<QuestionRow[]> {
      return db
        .selectFrom('quizQuestions')
        .selectAll()
        .where('subject', '=', subject)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** What the statistics read of a subject's submitted attempts: what was served and answered. */
    async submittedAttempts(subject: Subject) {
      const rows = await db
        .selectFrom('quizAttempts')
        .select(['id', 'questionIds', 'servedIds', 'optionOrders', 'answers', 'score'])
        .where('subject', '=', subject)
        .where('status', '=', 'submitted')
        .execute();
      return rows.map(decodedAttempt);
    },

    /** The ids and the last place in the bank of a subject's questions, for numbering a new one. */
    async questionIdsAndLastPosition(subject: Subject) {
      const rows = await db
        .selectFrom('quizQuestions')
        .select(['id', 'position'])
        .where('subject', '=', subject)
        .execute();
      return {
        ids: rows.map((row) => row.id),
        lastPosition: Math.max(-1, ...rows.map((row) => row.position)),
      };
    },

    async insertQuestion(question: Insertable<QuizQuestionsTable>): Promise<void> {
      await db.insertInto('quizQuestions').values(question).execute();
    },

    async findQuestion(id: string): Promise<QuestionRow | undefined> {
      return db.selectFrom('quizQuestions').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type QuizzesRepository = ReturnType<typeof createQuizzesRepository>;
