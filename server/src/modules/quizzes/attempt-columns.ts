import type { Insertable, Selectable } from 'kysely';
import type { QuizAttemptsTable } from '../../db/schema.ts';

/*
 * An attempt keeps what it served and what was answered as JSON text (db/schema.ts); the
 * repository decodes it here, so the rules read arrays and objects.
 */

/** For each served id, the place (as shown) of the option chosen. */
export type Answers = Record<string, number>;

/** An attempt's columns stored as JSON text, decoded. */
interface AttemptJson {
  /** The served questions' bank ids, in the order served. */
  questionIds: string[];
  /** Parallel to questionIds: the random ids the browser knows them by. */
  servedIds: string[];
  /** For each served question, the bank index of each option as shown. */
  optionOrders: number[][];
  answers: Answers;
}
type AttemptJsonColumn = keyof AttemptJson;
const attemptJsonColumns: AttemptJsonColumn[] = [
  'questionIds',
  'servedIds',
  'optionOrders',
  'answers',
];

/** An attempt as the service reads and writes it: its JSON columns decoded. */
export type AttemptRow = Omit<Selectable<QuizAttemptsTable>, AttemptJsonColumn> & AttemptJson;

/** A selection of an attempt's columns, those of them stored as JSON decoded. */
type Decoded<Row> = Omit<Row, AttemptJsonColumn> & Pick<AttemptJson, keyof Row & AttemptJsonColumn>;

/** Decodes the JSON columns a query selected; the other columns pass through. */
export function decodedAttempt<Row extends Partial<Record<AttemptJsonColumn, string>>>(
  row: Row,
): Decoded<Row> {
  const result: Record<string, unknown> = { ...row };
  for (const column of attemptJsonColumns) {
    const json = row[column];
    if (json !== undefined) result[column] = JSON.parse(json);
  }
  return result as Decoded<Row>;
}

/** An attempt as its row is written. */
export function encodedAttempt(attempt: AttemptRow): Insertable<QuizAttemptsTable> {
  return {
    ...attempt,
    questionIds: JSON.stringify(attempt.questionIds),
    servedIds: JSON.stringify(attempt.servedIds),
    optionOrders: JSON.stringify(attempt.optionOrders),
    answers: JSON.stringify(attempt.answers),
  };
}
