import { z } from 'zod';
import { quizTopic, subject } from './quiz-subjects.ts';

// The quiz question bank as operators write and fix it; re-exported by quiz.ts.

const optionText = z
  .string({ error: 'Please fill in all four options.' })
  .trim()
  .min(1, 'Please fill in all four options.')
  .max(500, 'An option can be at most 500 characters.');

const questionFields = {
  question: z
    .string({ error: 'Please write the question.' })
    .trim()
    .min(1, 'Please write the question.')
    .max(2000, 'The question can be at most 2000 characters.'),
  code: z.string().max(4000, 'The code can be at most 4000 characters.').nullable(),
  options: z.tuple([optionText, optionText, optionText, optionText], {
    error: 'A question has exactly four options.',
  }),
  answer: z
    .number({ error: 'Choose the right option.' })
    .int()
    .min(0, 'Choose the right option.')
    .max(3, 'Choose the right option.'),
  explanation: z
    .string({ error: 'Please write the explanation of the right answer.' })
    .trim()
    .min(1, 'Please write the explanation of the right answer.')
    .max(2000, 'The explanation can be at most 2000 characters.'),
};

/**
 * Options compare as trimmed text (case counts: `True` and `true` are different Python answers).
 * A repeat is either two right answers or a wrong one that gives itself away.
 */
const distinctOptions = (options: readonly string[] | undefined) =>
  !options || new Set(options.map((text) => text.trim())).size === options.length;
const distinctOptionsIssue = {
  message: 'The four options must differ.',
  path: ['options'],
};

/** What an operator's question form holds: the texts as typed and the option chosen as right. */
export interface QuestionFormTexts {
  question: string;
  code: string;
  options: string[];
  /** The right option's place (0 to 3), or null when none is chosen. */
  answer: number | null;
  explanation: string;
}

/**
 * The fields the API takes from the question form (the screen's, or one posted without the
 * script, decision 35): an empty code block is none, no chosen option is refused by the schema.
 */
export function questionBodyOf(form: QuestionFormTexts) {
  return {
    question: form.question,
    code: form.code.trim() ? form.code : null,
    options: form.options,
    answer: form.answer ?? -1,
    explanation: form.explanation,
  };
}

/** What an operator may fix in a question without a release. */
export const questionPatch = z
  .object({
    question: questionFields.question.optional(),
    code: questionFields.code.optional(),
    options: questionFields.options.optional(),
    answer: questionFields.answer.optional(),
    explanation: questionFields.explanation.optional(),
    active: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Say what to change.')
  .refine((patch) => distinctOptions(patch.options), distinctOptionsIssue);
export type QuestionPatch = z.infer<typeof questionPatch>;

/** A new question written by an operator; its id is the subject's next free `<subject>-NNN`. */
export const questionCreate = z
  .object({
    subject,
    topic: z.string({ error: 'Choose the topic.' }).min(1, 'Choose the topic.').max(60),
    ...questionFields,
    code: questionFields.code.optional(),
  })
  .refine((question) => distinctOptions(question.options), distinctOptionsIssue);
export type QuestionCreate = z.infer<typeof questionCreate>;

export const adminQuizQuestionsQuery = z.object({ subject });
export const quizQuestionParams = z.object({ id: z.string().min(1).max(40) });

/**
 * A question with its statistics over submitted attempts (docs/decisions/0017): `facility` is the
 * share answered right, `discrimination` the share right in the top third of those attempts by
 * score minus the share in the bottom third, null below `questionStatistics.minimumAttempts`.
 */
export const adminQuizQuestion = z.object({
  id: z.string(),
  subject,
  topic: z.string(),
  question: z.string(),
  code: z.string().nullable(),
  options: z.array(z.string()).length(4),
  answer: z.number().int(),
  explanation: z.string(),
  active: z.boolean(),
  served: z.number().int(),
  facility: z.number().nullable(),
  discrimination: z.number().nullable(),
  flagged: z.boolean(),
});
export type AdminQuizQuestion = z.infer<typeof adminQuizQuestion>;

export const adminQuizQuestionsResponse = z.object({
  success: z.literal(true),
  topics: z.array(quizTopic),
  questions: z.array(adminQuizQuestion),
});
export type AdminQuizQuestionsResponse = z.infer<typeof adminQuizQuestionsResponse>;

export const adminQuizQuestionResponse = z.object({
  success: z.literal(true),
  question: adminQuizQuestion.omit({
    served: true,
    facility: true,
    discrimination: true,
    flagged: true,
  }),
});

/**
 * Statistics rules (docs/decisions/0017). Below 9 attempts that served a question its thirds hold
 * fewer than 3 attempts each, where one lucky guess decides the sign; the Moodle-style 0.2 is the
 * usual floor under which a question barely tells strong from weak attempts.
 */
export const questionStatistics = { minimumAttempts: 9, flagBelow: 0.2 } as const;
