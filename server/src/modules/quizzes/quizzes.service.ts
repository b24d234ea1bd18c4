import { randomInt, randomUUID } from 'node:crypto';
import { errorCodes } from '@studyhub/contract/api';
import {
  type Attempt,
  type AttemptResult,
  quizzes,
  type Subject,
  submitGraceSeconds,
} from '@studyhub/contract/quiz';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { AppError, notFound } from '../../errors.ts';
import {
  type AttemptRow,
  createQuizzesRepository,
  type QuestionRow,
} from './quizzes.repository.ts';

export type Answers = Record<string, number>;

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
 * Draws `count` questions so that every topic keeps its share of the bank (largest remainders),
 * then keeps the bank's order or shuffles, as the quiz says.
 */
export function drawQuestions(
  bank: { id: string; topic: string; position: number }[],
  count: number,
  shuffleOrder: boolean,
): string[] {
  const byTopic = new Map<string, typeof bank>();
  for (const question of bank)
    byTopic.set(question.topic, [...(byTopic.get(question.topic) ?? []), question]);
  const shares = [...byTopic.entries()].map(([topic, questions]) => {
    const exact = (questions.length / bank.length) * count;
    return { topic, questions, take: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let missing = count - shares.reduce((sum, share) => sum + share.take, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (missing === 0) break;
    if (share.take < share.questions.length) {
      share.take += 1;
      missing -= 1;
    }
  }
  const drawn = shares.flatMap((share) => shuffle(share.questions).slice(0, share.take));
  return (shuffleOrder ? shuffle(drawn) : drawn.sort((a, b) => a.position - b.position)).map(
    (q) => q.id,
  );
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

  function grade(attempt: AttemptRow, questions: Map<string, QuestionRow>, answers: Answers) {
    const ids = JSON.parse(attempt.questionIds) as string[];
    const orders = JSON.parse(attempt.optionOrders) as number[][];
    let score = 0;
    const perTopic = new Map<string, { correct: number; total: number }>();
    ids.forEach((id, index) => {
      const question = questions.get(id);
      if (!question) return;
      const chosen = answers[id];
      const isRight = chosen !== undefined && orders[index]?.[chosen] === question.answer;
      if (isRight) score += 1;
      const tally = perTopic.get(question.topic) ?? { correct: 0, total: 0 };
      perTopic.set(question.topic, {
        correct: tally.correct + (isRight ? 1 : 0),
        total: tally.total + 1,
      });
    });
    return { score, perTopic };
  }

  /** Keeps only answers to questions this attempt served, with a valid option index. */
  function servedAnswers(attempt: AttemptRow, answers: Answers): Answers {
    const served = new Set(JSON.parse(attempt.questionIds) as string[]);
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
    const passed = !timedOut && score >= quizzes[attempt.subject].passMark;
    return repository.finishAttempt(attempt.id, {
      status: timedOut ? 'timed_out' : 'submitted',
      answers: JSON.stringify(answers),
      finishedAt: nowIso(now()),
      score,
      passed: passed ? 1 : 0,
    });
  }

  async function questionMap(attempt: AttemptRow) {
    const rows = await repository.questionsByIds(JSON.parse(attempt.questionIds) as string[]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  const graceMs = submitGraceSeconds * 1000;
  const pastGrace = (attempt: AttemptRow) =>
    now().getTime() > Date.parse(attempt.deadlineAt) + graceMs;

  /** An attempt left open past its deadline (tab closed, phone off) is closed as timed out. */
  async function closeIfExpired(attempt: AttemptRow): Promise<AttemptRow> {
    if (attempt.status !== 'in_progress' || !pastGrace(attempt)) return attempt;
    await finish(attempt, JSON.parse(attempt.answers) as Answers, true);
    return (await repository.findAttempt(attempt.id)) ?? attempt;
  }

  async function view(attempt: AttemptRow): Promise<Attempt> {
    const questions = await questionMap(attempt);
    const ids = JSON.parse(attempt.questionIds) as string[];
    const orders = JSON.parse(attempt.optionOrders) as number[][];
    const answers = JSON.parse(attempt.answers) as Answers;
    const served = ids.map((id, index) => {
      const question = questions.get(id);
      const options = JSON.parse(question?.options ?? '[]') as string[];
      return {
        id,
        question: question?.question ?? '',
        code: question?.code ?? null,
        options: (orders[index] ?? []).map((bankIndex) => options[bankIndex] ?? ''),
      };
    });
    const deadline = Date.parse(attempt.deadlineAt);
    return {
      id: attempt.id,
      subject: attempt.subject,
      status: attempt.status,
      questions: served,
      answers,
      startedAt: attempt.startedAt,
      deadline: attempt.deadlineAt,
      timeLimitSeconds: quizzes[attempt.subject].timeLimitSeconds,
      remainingSeconds:
        attempt.status === 'in_progress'
          ? Math.max(0, Math.ceil((deadline - now().getTime()) / 1000))
          : 0,
      result:
        attempt.status === 'in_progress' ? null : await result(attempt, questions, served, answers),
    };
  }

  async function result(
    attempt: AttemptRow,
    questions: Map<string, QuestionRow>,
    served: Attempt['questions'],
    answers: Answers,
  ): Promise<AttemptResult> {
    const quiz = quizzes[attempt.subject];
    const { score, perTopic } = grade(attempt, questions, answers);
    const topics = await repository.topics(attempt.subject);
    const topicScores = topics
      .filter((topic) => perTopic.has(topic.id))
      .map((topic) => ({
        topic: topic.id,
        name: topic.name,
        ...(perTopic.get(topic.id) ?? { correct: 0, total: 0 }),
      }));
    const passed = attempt.passed === 1;
    const timedOut = attempt.status === 'timed_out';
    const certificateId = passed ? await certificateIdFor(attempt.id) : null;
    const orders = JSON.parse(attempt.optionOrders) as number[][];
    return {
      score,
      total: served.length,
      passMark: quiz.passMark,
      passed,
      timedOut,
      certificateEligible: passed && certificateId === null,
      certificateId,
      topics: topicScores,
      // The key is shown only after a pass, so a retry cannot become copying (issue 5).
      review: passed
        ? served.map((question, index) => {
            const bankAnswer = questions.get(question.id)?.answer ?? 0;
            return {
              questionId: question.id,
              question: question.question,
              code: question.code,
              options: question.options,
              chosen: answers[question.id] ?? null,
              correct: orders[index]?.indexOf(bankAnswer) ?? 0,
              explanation: questions.get(question.id)?.explanation ?? '',
            };
          })
        : null,
      weakTopics: passed
        ? []
        : topicScores
            .filter((topic) => topic.correct < topic.total)
            .sort((a, b) => a.correct / a.total - b.correct / b.total)
            .slice(0, 3)
            .map((topic) => ({
              ...topic,
              notesLink: `/notes?search=${encodeURIComponent(
                topics.find((t) => t.id === topic.topic)?.noteHint ?? attempt.subject,
              )}`,
            })),
    };
  }

  return {
    async info(subject: Subject) {
      const topics = await repository.topics(subject);
      return { subject, ...quizzes[subject], topics: topics.map(({ id, name }) => ({ id, name })) };
    },

    /** Starts an attempt, or resumes the one still open for this quiz. */
    async start(userId: string, subject: Subject): Promise<{ attempt: Attempt; resumed: boolean }> {
      const open = await repository.findOpenAttempt(userId, subject, nowIso(now()));
      if (open) return { attempt: await view(open), resumed: true };
      const quiz = quizzes[subject];
      const bank = await repository.activeQuestionIds(subject);
      if (bank.length < quiz.questionCount) {
        throw new AppError(
          503,
          errorCodes.internal,
          'This quiz is not available right now. Please try again later.',
        );
      }
      const questionIds = drawQuestions(bank, quiz.questionCount, quiz.shuffleQuestions);
      const startedAt = now();
      const attempt: AttemptRow = {
        id: randomUUID(),
        userId,
        subject,
        status: 'in_progress',
        questionIds: JSON.stringify(questionIds),
        optionOrders: JSON.stringify(questionIds.map(() => shuffle([0, 1, 2, 3]))),
        answers: '{}',
        startedAt: nowIso(startedAt),
        deadlineAt: nowIso(new Date(startedAt.getTime() + quiz.timeLimitSeconds * 1000)),
        finishedAt: null,
        score: null,
        passed: null,
      };
      await repository.insertAttempt(attempt);
      return { attempt: await view(attempt), resumed: false };
    },

    async get(userId: string, attemptId: string): Promise<Attempt> {
      return view(await closeIfExpired(await ownedAttempt(userId, attemptId)));
    },

    async saveAnswers(userId: string, attemptId: string, answers: Answers): Promise<Attempt> {
      const attempt = await closeIfExpired(await ownedAttempt(userId, attemptId));
      if (attempt.status === 'timed_out') throw closed("Time's up: this attempt is closed.");
      if (attempt.status !== 'in_progress')
        throw closed('This attempt has already been submitted.');
      const merged = {
        ...(JSON.parse(attempt.answers) as Answers),
        ...servedAnswers(attempt, answers),
      };
      if (!(await repository.saveAnswers(attempt.id, JSON.stringify(merged)))) {
        throw closed('This attempt has already been submitted.');
      }
      return view({ ...attempt, answers: JSON.stringify(merged) });
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
      const answers = {
        ...(JSON.parse(attempt.answers) as Answers),
        ...servedAnswers(attempt, body.answers ?? {}),
      };
      const timedOut = body.timeUp === true || now().getTime() >= Date.parse(attempt.deadlineAt);
      if (!(await finish(attempt, answers, timedOut)))
        throw closed('This attempt has already been submitted.');
      return view((await repository.findAttempt(attempt.id)) ?? attempt);
    },

    /** What the certificates feature needs to know about an attempt. */
    async attemptForCertificate(userId: string, attemptId: string) {
      const attempt = await ownedAttempt(userId, attemptId);
      return {
        subject: attempt.subject,
        status: attempt.status,
        passed: attempt.passed === 1,
        score: attempt.score ?? 0,
        total: (JSON.parse(attempt.questionIds) as string[]).length,
      };
    },

    async latestPassed(userId: string, subject: Subject) {
      const attempt = await repository.latestPassed(userId, subject);
      if (!attempt) return undefined;
      return {
        id: attempt.id,
        score: attempt.score ?? 0,
        total: (JSON.parse(attempt.questionIds) as string[]).length,
      };
    },

    repository,
  };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
