import { createHash } from 'node:crypto';

/** The parts of a question that its content file decides. */
export interface QuestionContent {
  topic: string;
  question: string;
  code: string | null;
  /** JSON array of four strings, as stored. */
  options: string;
  answer: number;
  explanation: string;
  family: string | null;
}

/** A fingerprint of a question's content: equal fingerprints mean nothing a student sees differs. */
export function questionContentHash(content: QuestionContent): string {
  const { topic, question, code, options, answer, explanation, family } = content;
  return createHash('sha256')
    .update(JSON.stringify([topic, question, code, options, answer, explanation, family]))
    .digest('hex');
}
