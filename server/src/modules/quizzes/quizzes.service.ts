import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { AdminUserAttempt } from '@studyhub/contract/admin';
import { errorCodes } from '@studyhub/contract/api';
import {
  type Attempt,
  type AttemptResult,
  attemptBudget,
  quizzes,
  type Subject,
  submitGraceSeconds,
} from '@studyhub/contract/quiz';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Answers, AttemptRow } from './attempt-columns.ts';
import { attemptResult, grade, type QuestionsById } from './attempt-results.ts';
import { createQuizzesRepository } from './quizzes.repository.ts';

export type { Answers } from './attempt-columns.ts';

const attemptNotFound = () => notFound('Quiz attempt not found');
const closed = (message: string) => new AppError(409, errorCodes.attemptClosed, message);

function shuffle<T>(items: T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * Draws `count` questions in a random order. Near-duplicates share a family and one of them, picked
 * at random, stands for it, so an attempt never serves two of a family. Every topic keeps its share
 * of what can be served (largest remainders), so the banks being larger than the quizzes means
 * retries see different questions. Fewer than `count` ids come back when the bank is too small.
 */
export function drawQuestions(
  bank: { id: string; topic: string; family: string | null }[],
  count: number,
): string[] {
  const families = new Set<string>();
  const servable = shuffle(bank).filter((question) => {
    if (question.family === null) return true;
    if (families.has(question.family)) return false;
    families.add(question.family);
    return true;
  });
  const byTopic = new Map<string, typeof bank>();
  for (const question of servable)
    byTopic.set(question.topic, [...(byTopic.get(question.topic) ?? []), question]);
  const shares = [...byTopic.values()].map((questions) => {
    const exact = (questions.length / servable.length) * count;
    return { questions, take: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let missing = count - shares.reduce((sum, share) => sum + share.take, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (missing <= 0) break;
    if (share.take < share.questions.length) {
      share.take += 1;
      missing -= 1;
    }
  }
  return shuffle(shares.flatMap((share) => share.questions.slice(0, share.take))).map(
    (question) => question.id,
  );
}

/** Ids the browser knows the served questions by: random, so they tell no bank id or place. */
function servedIdsFor(count: number): string[] {
  const ids = new Set<string>();
  while (ids.size < count) ids.add(randomBytes(9).toString('base64url'));
  return [...ids];
}

const hourMs = 60 * 60 * 1000;

/** India's time, as the student is told when the next attempt opens (the site serves India). */
function inIndia(date: Date): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(date)
    // ICU puts a narrow no-break space before AM/PM; a plain one reads the same everywhere.
    .replace(/\s/gu, ' ');
  return `${day} at ${time} IST`;
}

export interface QuizServiceOptions {
  now?: () => Date;
  /** The certificate already issued for an attempt, if any (from the certificates feature). */
  certificateIdFor?: (attemptId: string) => Promise<string | null>;
}

export function createQuizzesService(db: Kysely<Database>, options: QuizServiceOptions = {}) {
  const repository = createQuizzesRepository(db);
  const now = options.now ?? (() => new Date());
  const certificateIdFor = options.certificateIdFor ?? (async () => null);

  async function ownedAttempt(userId: string, attemptId: string): Promise<AttemptRow> {
    const attempt = await repository.findAttempt(attemptId);
    // Another student's attempt is "not found", so ids cannot be probed.
    if (!attempt || attempt.userId !== userId) throw attemptNotFound();
    return attempt;
  }

  /** Keeps only answers to questions this attempt served, with a valid option index. */
  function servedAnswers(attempt: AttemptRow, answers: Answers): Answers {
    const served = new Set(attempt.servedIds);
    return Object.fromEntries(
      Object.entries(answers).filter(([id, index]) => served.has(id) && index >= 0 && index <= 3),
    );
  }

  async function finish(
    attempt: AttemptRow,
    answers: Answers,
    timedOut: boolean,
  ): Promise<boolean> {
    const questions = await questionMap(attempt);
    const { score } = grade(attempt, questions, answers);
    const quiz = quizzes[attempt.subject];
    const passed = !timedOut && score >= quiz.passMark;
    const finishedAt = now();
    const tooFast =
      finishedAt.getTime() - Date.parse(attempt.startedAt) < quiz.minimumSeconds * 1000;
    return repository.finishAttempt(attempt.id, {
      status: timedOut ? 'timed_out' : 'submitted',
      answers,
      finishedAt: nowIso(finishedAt),
      score,
      passed: passed ? 1 : 0,
      tooFast: tooFast ? 1 : 0,
    });
  }

  async function questionMap(attempt: AttemptRow): Promise<QuestionsById> {
    const rows = await repository.questionsByIds(attempt.questionIds);
    return new Map(rows.map((row) => [row.id, row]));
  }

  const graceMs = submitGraceSeconds * 1000;
  const pastGrace = (attempt: AttemptRow) =>
    now().getTime() > Date.parse(attempt.deadlineAt) + graceMs;

  /** An attempt left open past its deadline (tab closed, phone off) is closed as timed out. */
  async function closeIfExpired(attempt: AttemptRow): Promise<AttemptRow> {
    if (attempt.status !== 'in_progress' || !pastGrace(attempt)) return attempt;
    await finish(attempt, attempt.answers, true);
    return (await repository.findAttempt(attempt.id)) ?? attempt;
  }

  async function view(attempt: AttemptRow): Promise<Attempt> {
    const questions = await questionMap(attempt);
    const served = attempt.questionIds.map((id, index) => {
      const question = questions.get(id);
      const options = question?.options ?? [];
      return {
        id: attempt.servedIds[index] ?? '',
        question: question?.question ?? '',
        code: question?.code ?? null,
        options: (attempt.optionOrders[index] ?? []).map((bankIndex) => options[bankIndex] ?? ''),
      };
    });
    const deadline = Date.parse(attempt.deadlineAt);
    return {
      id: attempt.id,
      subject: attempt.subject,
      status: attempt.status,
      questions: served,
      answers: attempt.answers,
      startedAt: attempt.startedAt,
      deadline: attempt.deadlineAt,
      timeLimitSeconds: quizzes[attempt.subject].timeLimitSeconds,
      remainingSeconds:
        attempt.status === 'in_progress'
          ? Math.max(0, Math.ceil((deadline - now().getTime()) / 1000))
          : 0,
      result: attempt.status === 'in_progress' ? null : await result(attempt, questions, served),
    };
  }

  /** A finished attempt's result; a certificate is looked up only for a pass that can earn one. */
  async function result(
    attempt: AttemptRow,
    questions: QuestionsById,
    served: Attempt['questions'],
  ): Promise<AttemptResult> {
    const topics = await repository.topics(attempt.subject);
    const earnsCertificate = attempt.passed === 1 && attempt.tooFast !== 1;
    const certificateId = earnsCertificate ? await certificateIdFor(attempt.id) : null;
    return attemptResult({ attempt, questions, served, topics, certificateId });
  }

  return {
    async info(subject: Subject) {
      const topics = await repository.topics(subject);
      return { subject, ...quizzes[subject], topics: topics.map(({ id, name }) => ({ id, name })) };
    },

    /**
     * Starts an attempt, or resumes the one still open for this quiz. A start counts against the
     * budget (decision 27); resuming does not.
     */
    async start(userId: string, subject: Subject): Promise<{ attempt: Attempt; resumed: boolean }> {
      const startedAt = now();
      const open = await repository.findOpenAttempt(userId, subject, nowIso(startedAt));
      if (open) return { attempt: await view(open), resumed: true };
      const quiz = quizzes[subject];
      const questionIds = drawQuestions(
        await repository.activeQuestionIds(subject),
        quiz.questionCount,
      );
      if (questionIds.length < quiz.questionCount) {
        throw new AppError(
          503,
          errorCodes.internal,
          'This quiz is not available right now. Please try again later.',
        );
      }
      const attempt: AttemptRow = {
        id: randomUUID(),
        userId,
        subject,
        status: 'in_progress',
        questionIds,
        servedIds: servedIdsFor(questionIds.length),
        optionOrders: questionIds.map(() => shuffle([0, 1, 2, 3])),
        answers: {},
        startedAt: nowIso(startedAt),
        deadlineAt: nowIso(new Date(startedAt.getTime() + quiz.timeLimitSeconds * 1000)),
        finishedAt: null,
        score: null,
        passed: null,
        tooFast: 0,
      };
      const windowMs = attemptBudget.windowHours * hourMs;
      const inserted = await repository.insertAttemptWithinBudget(attempt, {
        max: attemptBudget.attempts,
        since: nowIso(new Date(startedAt.getTime() - windowMs)),
        now: nowIso(startedAt),
      });
      if (inserted.outcome === 'open')
        return { attempt: await view(inserted.attempt), resumed: true };
      if (inserted.outcome === 'refused') {
        // The next start is allowed once all but (attempts - 1) of the starts in the window left it.
        const opening = inserted.startedAt[inserted.startedAt.length - attemptBudget.attempts];
        const nextAttemptAt = new Date(Date.parse(opening ?? nowIso(startedAt)) + windowMs);
        throw new AppError(
          429,
          errorCodes.attemptLimit,
          `You have used your ${attemptBudget.attempts} attempts at the ${quiz.title} quiz in the last ${attemptBudget.windowHours} hours. Your next attempt opens on ${inIndia(nextAttemptAt)}.`,
          { nextAttemptAt: nowIso(nextAttemptAt) },
        );
      }
      return { attempt: await view(attempt), resumed: false };
    },

    /**
     * Background work (decision 32): closes attempts left open past their deadline and its grace,
     * graded on the answers saved, exactly as opening them would; returns how many.
     */
    async closeExpired(batch = 100): Promise<number> {
      const before = nowIso(new Date(now().getTime() - graceMs));
      let closed = 0;
      for (const attempt of await repository.openAttemptsPast(before, batch)) {
        const after = await closeIfExpired(attempt);
        if (after.status !== 'in_progress') closed += 1;
      }
      return closed;
    },

    async get(userId: string, attemptId: string): Promise<Attempt> {
      return view(await closeIfExpired(await ownedAttempt(userId, attemptId)));
    },

    async saveAnswers(userId: string, attemptId: string, answers: Answers): Promise<Attempt> {
      const attempt = await closeIfExpired(await ownedAttempt(userId, attemptId));
      if (attempt.status === 'timed_out') throw closed("Time's up: this attempt is closed.");
      if (attempt.status !== 'in_progress')
        throw closed('This attempt has already been submitted.');
      const merged = { ...attempt.answers, ...servedAnswers(attempt, answers) };
      if (!(await repository.saveAnswers(attempt.id, merged))) {
        throw closed('This attempt has already been submitted.');
      }
      return view({ ...attempt, answers: merged });
    },

    /**
     * Grades the attempt. Submitting at or after the deadline (or because the browser's timer ran
     * out) records a time-out, which is never eligible for a certificate. Later than the grace
     * period, the submission is refused and the attempt closes on the answers saved in time.
     */
    async submit(
      userId: string,
      attemptId: string,
      body: { answers?: Answers; timeUp?: boolean },
    ): Promise<Attempt> {
      const attempt = await ownedAttempt(userId, attemptId);
      if (attempt.status !== 'in_progress')
        throw closed('This attempt has already been submitted.');
      if (pastGrace(attempt)) {
        await closeIfExpired(attempt);
        throw closed(
          "Time's up: this attempt closed at its deadline, so the late answers were not counted.",
        );
      }
      const answers = { ...attempt.answers, ...servedAnswers(attempt, body.answers ?? {}) };
      const timedOut = body.timeUp === true || now().getTime() >= Date.parse(attempt.deadlineAt);
      if (!(await finish(attempt, answers, timedOut)))
        throw closed('This attempt has already been submitted.');
      return view((await repository.findAttempt(attempt.id)) ?? attempt);
    },

    /** A student's attempts for operators, newest first (at most 200). */
    async attemptsOf(userId: string): Promise<AdminUserAttempt[]> {
      return (await repository.attemptsOf(userId, 200)).map((attempt) => ({
        id: attempt.id,
        subject: attempt.subject,
        status: attempt.status,
        score: attempt.score,
        total: attempt.questionIds.length,
        passed: attempt.passed === null ? null : attempt.passed === 1,
        startedAt: attempt.startedAt,
        finishedAt: attempt.finishedAt,
      }));
    },

    /** Per subject, the attempts finished in [from, to) and their passes. */
    resultsBySubject: (from: string, to: string) => repository.resultsBySubject(from, to),

    /** What the certificates feature needs to know about an attempt. */
    async attemptForCertificate(userId: string, attemptId: string) {
      const attempt = await ownedAttempt(userId, attemptId);
      return {
        subject: attempt.subject,
        status: attempt.status,
        passed: attempt.passed === 1,
        tooFast: attempt.tooFast === 1,
        score: attempt.score ?? 0,
        total: attempt.questionIds.length,
      };
    },

    async latestPassed(userId: string, subject: Subject) {
      const attempt = await repository.latestPassed(userId, subject);
      if (!attempt) return undefined;
      return {
        id: attempt.id,
        score: attempt.score ?? 0,
        total: attempt.questionIds.length,
      };
    },

    repository,
  };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
