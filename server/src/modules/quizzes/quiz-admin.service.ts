import type { User } from '@studyhub/contract/auth';
import {
  type AdminQuizQuestion,
  type QuestionCreate,
  type QuestionPatch,
  questionStatistics,
  type Subject,
} from '@studyhub/contract/quiz';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { createQuizzesRepository, type QuestionRow } from './quizzes.repository.ts';

/**
 * Stored as the fingerprint of a question an operator wrote: it matches no content, so the bank
 * sync treats the question as edited and never overwrites it with a file question of the same id.
 */
export const operatorWrittenHash = 'operator-written';

interface GradedAttempt {
  id: string;
  score: number;
  /** Bank id of each question served, and whether it was answered right by the current key. */
  answers: { questionId: string; right: boolean }[];
}

export interface QuestionStatistics {
  served: number;
  facility: number | null;
  discrimination: number | null;
  flagged: boolean;
}

/**
 * Facility and discrimination of every question served in these attempts (docs/decisions/0017).
 * Each question is judged among the attempts that served it (an attempt draws part of the bank):
 * ranked by total score, the share right in the top third minus the share right in the bottom
 * third; equal scores are ranked by attempt id so the figure does not change between requests.
 */
export function questionStatisticsOf(attempts: GradedAttempt[]): Map<string, QuestionStatistics> {
  const byQuestion = new Map<string, { id: string; score: number; right: boolean }[]>();
  for (const attempt of attempts) {
    for (const { questionId, right } of attempt.answers) {
      const list = byQuestion.get(questionId) ?? [];
      list.push({ id: attempt.id, score: attempt.score, right });
      byQuestion.set(questionId, list);
    }
  }
  const shareRight = (list: { right: boolean }[]) =>
    list.filter((entry) => entry.right).length / list.length;
  const statistics = new Map<string, QuestionStatistics>();
  for (const [questionId, list] of byQuestion) {
    let discrimination: number | null = null;
    if (list.length >= questionStatistics.minimumAttempts) {
      const ranked = [...list].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
      const third = Math.floor(ranked.length / 3);
      discrimination = shareRight(ranked.slice(0, third)) - shareRight(ranked.slice(-third));
    }
    statistics.set(questionId, {
      served: list.length,
      facility: shareRight(list),
      discrimination,
      flagged: discrimination !== null && discrimination < questionStatistics.flagBelow,
    });
  }
  return statistics;
}

function toQuestion(row: QuestionRow) {
  return {
    id: row.id,
    subject: row.subject,
    topic: row.topic,
    question: row.question,
    code: row.code,
    options: JSON.parse(row.options) as string[],
    answer: row.answer,
    explanation: row.explanation,
    active: row.active === 1,
  };
}

/** An empty code block means no code. */
const codeOrNull = (code: string | null | undefined) => (code?.trim() ? code : null);

/** Operators write, fix, retire and restore quiz questions; every change is audited with it. */
export function createQuizAdminService(options: {
  db: Kysely<Database>;
  audit: (db: Kysely<Database>) => AuditRepository;
  now?: () => Date;
}) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const repository = createQuizzesRepository(db);

  async function change(
    operator: User,
    id: string,
    action: string,
    values: Partial<Omit<QuestionRow, 'id' | 'subject' | 'createdAt'>>,
  ) {
    return db.transaction().execute(async (trx) => {
      const questions = createQuizzesRepository(trx);
      const before = await questions.findQuestion(id);
      if (!before) throw notFound('No quiz question has this id.');
      await questions.updateQuestion(id, { ...values, updatedAt: nowIso(now()) });
      const after = (await questions.findQuestion(id)) as QuestionRow;
      const { id: _id, subject: _subject, ...shownBefore } = toQuestion(before);
      const { id: _id2, subject: _subject2, ...shownAfter } = toQuestion(after);
      await options.audit(trx).record({
        actor: operator,
        action,
        subjectType: 'quiz-question',
        subjectId: id,
        before: shownBefore,
        after: shownAfter,
      });
      return toQuestion(after);
    });
  }

  return {
    /** A subject's questions, active and retired: flagged ones first, worst first, then bank order. */
    async list(subject: Subject): Promise<{
      topics: { id: string; name: string }[];
      questions: AdminQuizQuestion[];
    }> {
      const [topics, rows, attempts] = await Promise.all([
        repository.topics(subject),
        repository.questionsOfSubject(subject),
        repository.submittedAttempts(subject),
      ]);
      const keys = new Map(rows.map((row) => [row.id, row.answer]));
      const statistics = questionStatisticsOf(
        attempts.map(({ id, score, questionIds, servedIds, optionOrders, answers }) => ({
          id,
          score: score ?? 0,
          answers: questionIds.map((questionId, index) => {
            const chosen = answers[servedIds[index] ?? ''];
            const right =
              chosen !== undefined && optionOrders[index]?.[chosen] === keys.get(questionId);
            return { questionId, right };
          }),
        })),
      );
      const questions = rows.map((row) => ({
        ...toQuestion(row),
        ...(statistics.get(row.id) ?? {
          served: 0,
          facility: null,
          discrimination: null,
          flagged: false,
        }),
      }));
      const flagged = questions
        .filter((question) => question.flagged)
        .sort((a, b) => (a.discrimination ?? 0) - (b.discrimination ?? 0));
      return {
        topics: topics.map(({ id, name }) => ({ id, name })),
        questions: [...flagged, ...questions.filter((question) => !question.flagged)],
      };
    },

    /** Adds a question as the subject's next `<subject>-NNN`, at the end of its bank. */
    async create(operator: User, input: QuestionCreate) {
      return db.transaction().execute(async (trx) => {
        const questions = createQuizzesRepository(trx);
        const topics = await questions.topics(input.subject);
        if (!topics.some((topic) => topic.id === input.topic)) {
          throw badRequest('Choose one of this quiz’s topics.', 'topic');
        }
        const { ids, lastPosition } = await questions.questionIdsAndLastPosition(input.subject);
        const numbers = ids.map((id) => Number(id.slice(input.subject.length + 1)) || 0);
        const id = `${input.subject}-${String(Math.max(0, ...numbers) + 1).padStart(3, '0')}`;
        const timestamp = nowIso(now());
        await questions.insertQuestion({
          id,
          subject: input.subject,
          topic: input.topic,
          position: lastPosition + 1,
          question: input.question,
          code: codeOrNull(input.code),
          options: JSON.stringify(input.options),
          answer: input.answer,
          explanation: input.explanation,
          family: null,
          syncedHash: operatorWrittenHash,
          active: 1,
          createdAt: timestamp,
          updatedAt: timestamp,
        });
        const created = toQuestion((await questions.findQuestion(id)) as QuestionRow);
        await options.audit(trx).record({
          actor: operator,
          action: 'quiz-question.create',
          subjectType: 'quiz-question',
          subjectId: id,
          after: created,
        });
        return created;
      });
    },

    async update(operator: User, id: string, patch: QuestionPatch) {
      const { options: choices, active, code, ...rest } = patch;
      return change(operator, id, 'quiz-question.update', {
        ...rest,
        ...(code !== undefined ? { code: codeOrNull(code) } : {}),
        ...(choices ? { options: JSON.stringify(choices) } : {}),
        ...(active !== undefined ? { active: active ? 1 : 0 } : {}),
      });
    },

    /** Retired questions are not drawn; they are never deleted, as past attempts refer to them. */
    async setRetired(operator: User, id: string, retired: boolean) {
      return change(operator, id, retired ? 'quiz-question.retire' : 'quiz-question.restore', {
        active: retired ? 0 : 1,
      });
    },
  };
}

export type QuizAdminService = ReturnType<typeof createQuizAdminService>;
