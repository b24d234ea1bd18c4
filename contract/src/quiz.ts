import { z } from 'zod';
import { errorResponse } from './api.ts';

export const subjects = ['java', 'python', 'c', 'javascript'] as const;
export const subject = z.enum(subjects, {
  error: 'The quiz must be one of: java, python, c, javascript.',
});
export type Subject = z.infer<typeof subject>;

/**
 * One rule per quiz, used for every message and button (decisions 7 and 8). Every quiz serves its
 * questions in a random order (decision 27). `minimumSeconds` is 4 seconds a question: a
 * submission faster than that is graded but earns no certificate (docs/decisions/0017).
 */
export const quizzes: Record<
  Subject,
  {
    title: string;
    subjectLine: string;
    route: string;
    questionCount: number;
    passMark: number;
    timeLimitSeconds: number;
    minimumSeconds: number;
  }
> = {
  java: {
    title: 'Java',
    subjectLine: 'Java (Basic)',
    route: '/java-verify',
    questionCount: 50,
    passMark: 35,
    timeLimitSeconds: 1800,
    minimumSeconds: 200,
  },
  python: {
    title: 'Python',
    subjectLine: 'Python Programming (Basic)',
    route: '/python-verify',
    questionCount: 50,
    passMark: 35,
    timeLimitSeconds: 1800,
    minimumSeconds: 200,
  },
  c: {
    title: 'C',
    subjectLine: 'C Programming (Basic)',
    route: '/C-verify',
    questionCount: 50,
    passMark: 35,
    timeLimitSeconds: 1800,
    minimumSeconds: 200,
  },
  javascript: {
    title: 'JavaScript',
    subjectLine: 'JavaScript Fundamentals',
    route: '/javascript-Quiz',
    questionCount: 40,
    passMark: 25,
    timeLimitSeconds: 1800,
    minimumSeconds: 160,
  },
};

/** Decision 27: started attempts allowed per student and quiz in any rolling 24 hours. */
export const attemptBudget = { attempts: 3, windowHours: 24 } as const;

/** How many topics a failed attempt names to revise: always this many, so the list tells no counts. */
export const weakTopicCount = 3;

/** Network delay allowed after the deadline before a submission counts as late. */
export const submitGraceSeconds = 10;

/**
 * A quiz answered without the script (decision 35) posts each answer as a field of its own:
 * `answer-<served question id>` = the option's place as shown (0 to 3).
 */
export const answerFieldPrefix = 'answer-';

export const certificateNameRules = { minLength: 2, maxLength: 80 } as const;

/** Letters and marks of any script, spaces, dots, hyphens and apostrophes (' and ’). */
const nameCharacters = /^[\p{L}\p{M} .'\u2019-]*$/u;
/** Invisible characters: controls, zero-width and direction overrides (\p{Cf}). */
const invisibleCharacters = /[\p{Cc}\p{Cf}]/u;
/** A combining mark belongs on a letter; on a space or at the start it only stacks up. */
const strayMark = /(^|[^\p{L}\p{M}])\p{M}/u;

/**
 * The name printed on a certificate (decision 6), checked alike by the server and the browser:
 * NFC-normalised, runs of spaces made one, 2 to 80 characters, letters of any script.
 */
export const certificateName = z
  .string({ error: 'Please enter your name.' })
  // Only spaces are trimmed: String.trim would also drop a zero-width no-break space unseen.
  .transform((value) =>
    value
      .normalize('NFC')
      .replace(/\p{Zs}+/gu, ' ')
      .replace(/^ | $/g, ''),
  )
  .pipe(
    z
      .string()
      .min(certificateNameRules.minLength, 'Please enter your name (at least 2 characters).')
      .max(certificateNameRules.maxLength, 'Your name can be at most 80 characters.')
      .refine(
        (name) => !invisibleCharacters.test(name),
        'Your name contains a hidden character, often copied along with text. Please type your name again.',
      )
      .refine(
        (name) => nameCharacters.test(name),
        'Your name can have letters, spaces, dots, hyphens and apostrophes only.',
      )
      .refine(
        (name) => /\p{L}/u.test(name) && !strayMark.test(name),
        'Please enter your name in letters.',
      ),
  );

export const quizTopic = z.object({ id: z.string(), name: z.string() });

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

export const certificate = z.object({
  id: z.string(),
  name: z.string(),
  subject,
  subjectLine: z.string(),
  score: z.number().int(),
  total: z.number().int(),
  issuedAt: z.string(),
  revoked: z.boolean(),
  /** When it was revoked; the reason is for operators only (docs/decisions/0022). */
  revokedAt: z.string().nullable(),
  verifyUrl: z.string(),
});
export type Certificate = z.infer<typeof certificate>;

export const issueCertificateBody = z.object({
  attemptId: z.string({ error: 'Which attempt is this certificate for?' }).min(1).max(64),
  name: certificateName,
});

export const certificateResponse = z.object({ success: z.literal(true), certificate });
export type CertificateResponse = z.infer<typeof certificateResponse>;
export const certificatesResponse = z.object({
  success: z.literal(true),
  certificates: z.array(certificate),
});
export type CertificatesResponse = z.infer<typeof certificatesResponse>;
export const certificateParams = z.object({ id: z.string().min(1).max(40) });

/** Decision 12: what /js_certificate shows after a reload. */
export const latestPassResponse = z.object({
  success: z.literal(true),
  attemptId: z.string().nullable(),
  score: z.number().int().nullable(),
  total: z.number().int().nullable(),
  certificate: certificate.nullable(),
});
export type LatestPassResponse = z.infer<typeof latestPassResponse>;

export const revokeBody = z
  .object({
    revoked: z.boolean({ error: 'Say whether the certificate is revoked.' }),
    /** Required to revoke: why, for the operators who look at it later. */
    reason: z.string().trim().max(500, 'The reason can be at most 500 characters.').optional(),
  })
  .refine((body) => !body.revoked || (body.reason?.length ?? 0) >= 3, {
    message: 'Please give the reason for revoking this certificate.',
    path: ['reason'],
  });

export const adminCertificatesQuery = z.object({
  /** A certificate id, or part of the printed name or of the holder's email. */
  q: z.string().trim().min(2, 'Search for at least 2 characters.').max(200),
});
export const adminCertificate = certificate.extend({
  userId: z.string(),
  userEmail: z.string(),
  revokedReason: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificate>;
export const adminCertificatesResponse = z.object({
  success: z.literal(true),
  certificates: z.array(adminCertificate),
});

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
