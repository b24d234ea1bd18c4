import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Site } from './site.ts';

export interface ServedQuestion {
  id: string;
  question: string;
  code: string | null;
  options: string[];
}
interface BankQuestion {
  question: string;
  code?: string;
  options: string[];
  answer: number;
}

/** Served ids are random per attempt, so a question is known by its text. */
export const textOf = (question: { question: string; code?: string | null }) =>
  `${question.question}\n${question.code ?? ''}`;

const contentDir = path.resolve(import.meta.dirname, '../../content/quizzes');

/** The right option's text of each question, from the bank the server was seeded with. */
export async function answerKey(subject: string): Promise<Map<string, string>> {
  const bank = JSON.parse(await readFile(path.join(contentDir, `${subject}.json`), 'utf8')) as {
    questions: BankQuestion[];
  };
  return new Map(
    bank.questions.map((question) => [textOf(question), question.options[question.answer] ?? '']),
  );
}

/**
 * Moves the open attempts' start (and deadline) back, as if the student had spent `minutes` on
 * them: the site gives no certificate for an attempt submitted faster than its questions can be read.
 */
export function spendTime(site: Site, minutes: number) {
  const database = new DatabaseSync(path.join(site.dataDir, 'studyhub.sqlite'), { timeout: 5000 });
  try {
    const earlier = `-${minutes} minutes`;
    database
      .prepare(
        `update quiz_attempts
            set started_at = strftime('%Y-%m-%dT%H:%M:%fZ', started_at, ?),
                deadline_at = strftime('%Y-%m-%dT%H:%M:%fZ', deadline_at, ?)
          where status = 'in_progress'`,
      )
      .run(earlier, earlier);
  } finally {
    database.close();
  }
}
