import { createHash } from 'node:crypto';
import { type Attempt, type AttemptResult, quizzes, weakTopicCount } from '@studyhub/contract/quiz';
import type { Answers, AttemptRow } from './attempt-columns.ts';
import type { ServedQuestionRow } from './quizzes.repository.ts';

/** The bank questions an attempt served, by bank id. */
export type QuestionsById = Map<string, ServedQuestionRow>;

interface Topic {
  id: string;
  name: string;
  noteHint: string;
}

/** The score of these answers to the attempt's questions, per topic, and what was got wrong. */
export function grade(attempt: AttemptRow, questions: QuestionsById, answers: Answers) {
  let score = 0;
  const perTopic = new Map<string, { correct: number; total: number }>();
  /** Places in the attempt of the questions answered wrongly or not at all. */
  const wrong: number[] = [];
  attempt.questionIds.forEach((id, index) => {
    const question = questions.get(id);
    if (!question) return;
    const chosen = answers[attempt.servedIds[index] ?? ''];
    const isRight =
      chosen !== undefined && attempt.optionOrders[index]?.[chosen] === question.answer;
    if (isRight) score += 1;
    else wrong.push(index);
    const tally = perTopic.get(question.topic) ?? { correct: 0, total: 0 };
    perTopic.set(question.topic, {
      correct: tally.correct + (isRight ? 1 : 0),
      total: tally.total + 1,
    });
  });
  return { score, perTopic, wrong };
}

/**
 * What a finished attempt tells the student, graded on its saved answers: `served` is the attempt's
 * questions as shown, `topics` the quiz's topics in order and `certificateId` the certificate
 * already issued for it, if any.
 */
export function attemptResult(finished: {
  attempt: AttemptRow;
  questions: QuestionsById;
  served: Attempt['questions'];
  topics: Topic[];
  certificateId: string | null;
}): AttemptResult {
  const { attempt, questions, served, certificateId } = finished;
  const { answers } = attempt;
  const quiz = quizzes[attempt.subject];
  const { score, perTopic, wrong } = grade(attempt, questions, answers);
  const topics = finished.topics.filter((topic) => perTopic.has(topic.id));
  const passed = attempt.passed === 1;
  const tooFast = attempt.tooFast === 1;
  const common = {
    score,
    total: served.length,
    passMark: quiz.passMark,
    passed,
    timedOut: attempt.status === 'timed_out',
    tooFast,
    certificateEligible: passed && !tooFast && certificateId === null,
    certificateId,
  };
  const toRevise = (topic: Topic) => ({
    topic: topic.id,
    name: topic.name,
    notesLink: `/notes?search=${encodeURIComponent(topic.noteHint)}`,
  });
  if (!passed) {
    // A fail names a fixed number of topics to revise, never counts: per-topic counts told a
    // script which single changed answer was right (issue 9). Ties are broken in an order fixed
    // for this attempt, so where a topic falls among equals says nothing either.
    const share = (topic: string) => {
      const tally = perTopic.get(topic) ?? { correct: 0, total: 1 };
      return tally.correct / tally.total;
    };
    const tieBreak = (topic: string) =>
      createHash('sha256').update(`${attempt.id}:${topic}`).digest('hex');
    const weakest = [...topics]
      .sort((a, b) => share(a.id) - share(b.id) || tieBreak(a.id).localeCompare(tieBreak(b.id)))
      .slice(0, weakTopicCount);
    return { ...common, topics: null, review: null, weakTopics: weakest.map(toRevise) };
  }
  const topicsById = new Map(topics.map((topic) => [topic.id, topic]));
  return {
    ...common,
    topics: topics.map((topic) => ({
      topic: topic.id,
      name: topic.name,
      ...(perTopic.get(topic.id) ?? { correct: 0, total: 0 }),
    })),
    // Decision 37: the questions answered wrongly and their topics, never the right option; a
    // review with the key let instant passes collect it for another account (issue 21). A pass
    // too fast for a certificate gets none: it costs no time, so it must tell nothing.
    review: tooFast
      ? null
      : wrong.flatMap((index) => {
          const question = served[index];
          const topic = topicsById.get(
            questions.get(attempt.questionIds[index] ?? '')?.topic ?? '',
          );
          if (!question || !topic) return [];
          const chosen = answers[question.id];
          return [
            {
              questionId: question.id,
              question: question.question,
              code: question.code,
              chosen: chosen === undefined ? null : (question.options[chosen] ?? null),
              topic: toRevise(topic),
            },
          ];
        }),
    weakTopics: [],
  };
}
