import { readFileSync } from 'node:fs';
import path from 'node:path';
import { subjects } from '@studyhub/contract/quiz';
import { z } from 'zod';
import { nowIso } from '../../db/time.ts';
import { repoRoot } from '../../paths.ts';
import type { QuizzesRepository } from './quizzes.repository.ts';

export const quizContentDir = path.join(repoRoot, 'content/quizzes');

const option = z.string().trim().min(1);

/** The shape of content/quizzes/<subject>.json, checked before anything reaches the database. */
export const bankSchema = z
  .object({
    subject: z.enum(subjects),
    title: z.string().min(1),
    version: z.number().int(),
    topics: z
      .array(
        z.object({ id: z.string().min(1), name: z.string().min(1), noteHint: z.string().min(1) }),
      )
      .min(1),
    questions: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z]+-\d{3}$/),
          topic: z.string(),
          question: z.string().trim().min(1),
          code: z.string().min(1).optional(),
          options: z.tuple([option, option, option, option]),
          answer: z.number().int().min(0).max(3),
          explanation: z.string().trim().min(1),
          family: z
            .string()
            .regex(/^[a-z0-9-]+$/)
            .optional(),
        }),
      )
      .min(1),
  })
  .superRefine((bank, context) => {
    const topicIds = new Set(bank.topics.map((topic) => topic.id));
    const seen = new Set<string>();
    for (const [index, question] of bank.questions.entries()) {
      if (!topicIds.has(question.topic)) {
        context.addIssue({
          code: 'custom',
          path: ['questions', index, 'topic'],
          message: 'unknown topic',
        });
      }
      if (new Set(question.options.map((text) => text.trim())).size !== 4) {
        context.addIssue({
          code: 'custom',
          path: ['questions', index, 'options'],
          message: 'options repeat',
        });
      }
      const key = `${question.question}\n${question.code ?? ''}`;
      if (seen.has(key) || seen.has(question.id)) {
        context.addIssue({
          code: 'custom',
          path: ['questions', index],
          message: 'duplicate question',
        });
      }
      seen.add(key).add(question.id);
    }
  });
export type Bank = z.infer<typeof bankSchema>;

export function loadBank(subject: string, dir: string = quizContentDir): Bank {
  const raw = JSON.parse(readFileSync(path.join(dir, `${subject}.json`), 'utf8'));
  const parsed = bankSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/quizzes/${subject}.json: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

/**
 * Brings every bank's new questions into the database. Questions already there are left as they
 * are, so an operator's fix made in the database is never overwritten by a release; only their
 * family, which belongs to the content and which operators do not edit, follows the bank.
 */
/**
 * Brings the stored quiz banks up to date with content/quizzes: adds what is new and rewrites
 * what the files changed, except questions an operator has edited since (those are reported).
 */
export async function syncQuizBanks(
  repository: QuizzesRepository,
  dir: string = quizContentDir,
): Promise<{ added: number; updated: number; keptEdited: string[] }> {
  const timestamp = nowIso();
  const total = { added: 0, updated: 0, keptEdited: [] as string[] };
  for (const subject of subjects) {
    const bank = loadBank(subject, dir);
    const result = await repository.syncBank(
      bank.topics.map((topic, position) => ({ subject, position, ...topic })),
      bank.questions.map((question, position) => ({
        id: question.id,
        subject,
        topic: question.topic,
        position,
        question: question.question,
        code: question.code ?? null,
        options: JSON.stringify(question.options),
        answer: question.answer,
        explanation: question.explanation,
        family: question.family ?? null,
        active: 1,
        createdAt: timestamp,
        updatedAt: timestamp,
      })),
    );
    total.added += result.added;
    total.updated += result.updated;
    total.keptEdited.push(...result.keptEdited);
  }
  return total;
}
