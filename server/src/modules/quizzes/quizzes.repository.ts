import type { Subject } from '@studyhub/contract/quiz';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  Database,
  QuizAttemptsTable,
  QuizQuestionsTable,
  QuizTopicsTable,
} from '../../db/schema.ts';

export type AttemptRow = Selectable<QuizAttemptsTable>;
export type QuestionRow = Selectable<QuizQuestionsTable>;

/** The only place that touches the quiz tables. */
export function createQuizzesRepository(db: Kysely<Database>) {
  return {
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
        .select(['id', 'topic', 'position'])
        .where('subject', '=', subject)
        .where('active', '=', 1)
        .orderBy('position')
        .execute();
    },

    async questionsByIds(ids: string[]): Promise<QuestionRow[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('quizQuestions').selectAll().where('id', 'in', ids).execute();
    },

    async insertAttempt(attempt: Insertable<QuizAttemptsTable>): Promise<void> {
      await db.insertInto('quizAttempts').values(attempt).execute();
    },

    async findAttempt(id: string): Promise<AttemptRow | undefined> {
      return db.selectFrom('quizAttempts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findOpenAttempt(
      userId: string,
      subject: Subject,
      nowIso: string,
    ): Promise<AttemptRow | undefined> {
      return db
        .selectFrom('quizAttempts')
        .selectAll()
        .where('userId', '=', userId)
        .where('subject', '=', subject)
        .where('status', '=', 'in_progress')
        .where('deadlineAt', '>', nowIso)
        .orderBy('startedAt', 'desc')
        .executeTakeFirst();
    },

    async latestPassed(userId: string, subject: Subject): Promise<AttemptRow | undefined> {
      return db
        .selectFrom('quizAttempts')
        .selectAll()
        .where('userId', '=', userId)
        .where('subject', '=', subject)
        .where('status', '=', 'submitted')
        .where('passed', '=', 1)
        .orderBy('finishedAt', 'desc')
        .executeTakeFirst();
    },

    /** Saves answers only while the attempt is still open; false when it is not. */
    async saveAnswers(id: string, answers: string): Promise<boolean> {
      const result = await db
        .updateTable('quizAttempts')
        .set({ answers })
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
      finish: Pick<AttemptRow, 'status' | 'answers' | 'finishedAt' | 'score' | 'passed'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('quizAttempts')
        .set(finish)
        .where('id', '=', id)
        .where('status', '=', 'in_progress')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async insertMissingBank(
      topics: Insertable<QuizTopicsTable>[],
      questions: Insertable<QuizQuestionsTable>[],
    ): Promise<number> {
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
        const knownQuestions = new Set(
          (await trx.selectFrom('quizQuestions').select('id').execute()).map(
            (question) => question.id,
          ),
        );
        const newQuestions = questions.filter((question) => !knownQuestions.has(question.id));
        for (let i = 0; i < newQuestions.length; i += 100) {
          await trx
            .insertInto('quizQuestions')
            .values(newQuestions.slice(i, i + 100))
            .execute();
        }
        return newQuestions.length;
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

    async findQuestion(id: string): Promise<QuestionRow | undefined> {
      return db.selectFrom('quizQuestions').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type QuizzesRepository = ReturnType<typeof createQuizzesRepository>;
