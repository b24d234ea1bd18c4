import { z } from 'zod';

export const subjects = ['java', 'python', 'c', 'javascript'] as const;
export const subject = z.enum(subjects, {
  error: 'The quiz must be one of: java, python, c, javascript.',
});
export type Subject = z.infer<typeof subject>;

/**
 * One rule per quiz, used for every message and button (decisions 7 and 8). Java, Python and C
 * keep the bank's order; JavaScript shuffles its questions every attempt (spec section 4).
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
    shuffleQuestions: boolean;
  }
> = {
  java: {
    title: 'Java',
    subjectLine: 'Java (Basic)',
    route: '/java-verify',
    questionCount: 50,
    passMark: 35,
    timeLimitSeconds: 1800,
    shuffleQuestions: false,
  },
  python: {
    title: 'Python',
    subjectLine: 'Python Programming (Basic)',
    route: '/python-verify',
    questionCount: 50,
    passMark: 35,
    timeLimitSeconds: 1800,
    shuffleQuestions: false,
  },
  c: {
    title: 'C',
    subjectLine: 'C Programming (Basic)',
    route: '/C-verify',
    questionCount: 50,
    passMark: 35,
    timeLimitSeconds: 1800,
    shuffleQuestions: false,
  },
  javascript: {
    title: 'JavaScript',
    subjectLine: 'JavaScript Fundamentals',
    route: '/javascript-Quiz',
    questionCount: 40,
    passMark: 25,
    timeLimitSeconds: 1800,
    shuffleQuestions: true,
  },
};

/** Network delay allowed after the deadline before a submission counts as late. */
export const submitGraceSeconds = 10;

export const certificateNameRules = { minLength: 2, maxLength: 80 } as const;

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

export const reviewItem = z.object({
  questionId: z.string(),
  question: z.string(),
  code: z.string().nullable(),
  options: z.array(z.string()),
  /** Index into `options` as shown in this attempt; null when unanswered. */
  chosen: z.number().int().nullable(),
  correct: z.number().int(),
  explanation: z.string(),
});

export const weakTopic = z.object({
  topic: z.string(),
  name: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  /** Where to study it: a search of the notes. */
  notesLink: z.string(),
});

export const attemptResult = z.object({
  score: z.number().int(),
  total: z.number().int(),
  passMark: z.number().int(),
  passed: z.boolean(),
  timedOut: z.boolean(),
  /** True when this attempt can still be turned into a certificate. */
  certificateEligible: z.boolean(),
  certificateId: z.string().nullable(),
  topics: z.array(topicScore),
  /** The full review, only after a pass: a failed attempt reveals no right answers. */
  review: z.array(reviewItem).nullable(),
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
  verifyUrl: z.string(),
});
export type Certificate = z.infer<typeof certificate>;

export const issueCertificateBody = z.object({
  attemptId: z.string({ error: 'Which attempt is this certificate for?' }).min(1).max(64),
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(certificateNameRules.minLength, 'Please enter your name (at least 2 characters).')
    .max(certificateNameRules.maxLength, 'Your name can be at most 80 characters.'),
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

export const revokeBody = z.object({
  revoked: z.boolean({ error: 'Say whether the certificate is revoked.' }),
});

/** What an operator may fix in a question without a release. */
export const questionPatch = z
  .object({
    question: z.string().trim().min(1).max(2000).optional(),
    code: z.string().max(4000).nullable().optional(),
    options: z
      .tuple([
        z.string().trim().min(1),
        z.string().trim().min(1),
        z.string().trim().min(1),
        z.string().trim().min(1),
      ])
      .optional(),
    answer: z.number().int().min(0).max(3).optional(),
    explanation: z.string().trim().min(1).max(2000).optional(),
    active: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Say what to change.')
  .refine(
    (patch) => !patch.options || new Set(patch.options).size === 4,
    'The four options must differ.',
  );
export type QuestionPatch = z.infer<typeof questionPatch>;
