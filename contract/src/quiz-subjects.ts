import { z } from 'zod';

// The four quizzes and the rules every attempt of them follows; re-exported by quiz.ts.

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

export const quizTopic = z.object({ id: z.string(), name: z.string() });
