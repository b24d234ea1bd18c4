import { z } from 'zod';
import { errorResponse } from './api.ts';
import { quizTopic, subject } from './quiz-subjects.ts';

// The server and the web app import everything about the quizzes from here; the subjects and their
// rules, the certificates and the operators' question bank are written in files of their own.
export {
  type AdminCertificate,
  adminCertificate,
  adminCertificatesQuery,
  adminCertificatesResponse,
  type Certificate,
  type CertificateResponse,
  type CertificatesResponse,
  certificate,
  certificateName,
  certificateNameRules,
  certificateParams,
  certificateResponse,
  certificatesResponse,
  issueCertificateBody,
  type LatestPassResponse,
  latestPassResponse,
  revokeBody,
} from './quiz-certificates.ts';
export {
  type AdminQuizQuestion,
  type AdminQuizQuestionsResponse,
  adminQuizQuestion,
  adminQuizQuestionResponse,
  adminQuizQuestionsQuery,
  adminQuizQuestionsResponse,
  type QuestionCreate,
  type QuestionFormTexts,
  type QuestionPatch,
  questionBodyOf,
  questionCreate,
  questionPatch,
  questionStatistics,
  quizQuestionParams,
} from './quiz-questions.ts';
export {
  attemptBudget,
  quizTopic,
  quizzes,
  type Subject,
  subject,
  subjects,
  submitGraceSeconds,
  weakTopicCount,
} from './quiz-subjects.ts';

export const quizInfoResponse = z.object({
  success: z.literal(true),
  quiz: z.object({
    subject,
    title: z.string(),
    subjectLine: z.string(),
    questionCount: z.number().int(),
    passMark: z.number().int(),
    timeLimitSeconds: z.number().int(),
    topics: z.array(quizTopic),
  }),
});
export type QuizInfoResponse = z.infer<typeof quizInfoResponse>;

/** A question as the browser sees it during an attempt: never its answer (decision 5). */
export const servedQuestion = z.object({
  id: z.string(),
  question: z.string(),
  code: z.string().nullable(),
  options: z.array(z.string()).length(4),
});
export type ServedQuestion = z.infer<typeof servedQuestion>;

export const attemptStatus = z.enum(['in_progress', 'submitted', 'timed_out']);
export type AttemptStatus = z.infer<typeof attemptStatus>;

export const topicScore = z.object({
  topic: z.string(),
  name: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
});

/** A topic to revise: its name and where to study it, never a count (decision 27). */
export const weakTopic = z.object({
  topic: z.string(),
  name: z.string(),
  /** Where to study it: a search of the notes. */
  notesLink: z.string(),
});

/**
 * A question answered wrongly in a pass, to revise (decision 37): what was asked, the option the
 * student chose and its topic. Never the right option, nor an explanation, which names it.
 */
export const reviewItem = z.object({
  questionId: z.string(),
  question: z.string(),
  code: z.string().nullable(),
  /** The text of the option chosen, which was not the right one; null when unanswered. */
  chosen: z.string().nullable(),
  topic: weakTopic,
});

export const attemptResult = z.object({
  score: z.number().int(),
  total: z.number().int(),
  passMark: z.number().int(),
  passed: z.boolean(),
  timedOut: z.boolean(),
  /** Submitted faster than the quiz's `minimumSeconds`: graded and shown, never a certificate. */
  tooFast: z.boolean(),
  /** True when this attempt can still be turned into a certificate. */
  certificateEligible: z.boolean(),
  certificateId: z.string().nullable(),
  /** Right answers per topic, only after a pass: on a fail they would tell which were right. */
  topics: z.array(topicScore).nullable(),
  /**
   * The questions answered wrongly, only after a pass that can earn a certificate: a failed attempt
   * or one too fast for a certificate gets none (decision 37). Empty when every answer was right.
   */
  review: z.array(reviewItem).nullable(),
  /** After a fail, the `weakTopicCount` weakest topics to revise; empty after a pass. */
  weakTopics: z.array(weakTopic),
});
export type AttemptResult = z.infer<typeof attemptResult>;

/**
 * A quiz answered without the script (decision 35) posts each answer as a field of its own:
 * `answer-<served question id>` = the option's place as shown (0 to 3).
 */
export const answerFieldPrefix = 'answer-';

export const answers = z
  .record(z.string().max(40), z.number().int().min(0).max(3))
  .refine((value) => Object.keys(value).length <= 100, 'Too many answers.');

export const attempt = z.object({
  id: z.string(),
  subject,
  status: attemptStatus,
  questions: z.array(servedQuestion),
  answers: z.record(z.string(), z.number().int()),
  startedAt: z.string(),
  deadline: z.string(),
  timeLimitSeconds: z.number().int(),
  /** Seconds left by the server's clock, so a wrong clock on the phone cannot mislead the timer. */
  remainingSeconds: z.number().int(),
  result: attemptResult.nullable(),
});
export type Attempt = z.infer<typeof attempt>;

export const attemptResponse = z.object({ success: z.literal(true), attempt });
export type AttemptResponse = z.infer<typeof attemptResponse>;

/** A start refused by the budget (code ATTEMPT_LIMIT) says when the next attempt opens. */
export const attemptLimitResponse = errorResponse.extend({
  /** ISO time the next attempt opens; absent on the generic RATE_LIMITED answer. */
  nextAttemptAt: z.string().optional(),
});
export type AttemptLimitResponse = z.infer<typeof attemptLimitResponse>;

export const subjectParams = z.object({ subject });
export const attemptParams = z.object({ id: z.string().min(1).max(64) });

export const saveAnswersBody = z.object({ answers });
export const submitBody = z
  .object({
    answers: answers.optional(),
    /** Sent when the browser's timer reached zero: the attempt is recorded as a time-out. */
    timeUp: z.boolean().optional(),
  })
  .optional();
