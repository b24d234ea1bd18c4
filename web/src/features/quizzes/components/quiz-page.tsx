import { answerFieldPrefix, quizzes, type Subject } from '@studyhub/contract/quiz';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { readingPage } from '../../../components/ui/page-width';
import { useDocumentTitle } from '../../../lib/document-title';
import { useFormResult } from '../../../lib/form-result';
import { describeDuration } from '../format-time';
import { type Answers, type FinishedAttempt, useQuizAttempt } from '../use-quiz-attempt';
import { QuizAnswerSheet } from './quiz-answer-sheet';
import { QuizInstructions } from './quiz-instructions';
import { QuizQuestions } from './quiz-questions';
import { QuizResult } from './quiz-result';

/** The answers a refused answer sheet carried (`answer-<id>` = the option's place). */
function chosenIn(values: Record<string, string> | undefined): Answers {
  return Object.fromEntries(
    Object.entries(values ?? {}).flatMap(([field, value]) =>
      field.startsWith(answerFieldPrefix) && /^[0-3]$/.test(value)
        ? [[field.slice(answerFieldPrefix.length), Number(value)]]
        : [],
    ),
  );
}

/**
 * One quiz screen for all four subjects: instructions, questions, result. What a pass leads to
 * differs by page, so the route passes it in (`renderPass`).
 *
 * Each step is a form that posts to this page (decision 35): without the script the server starts
 * the attempt, grades the answers and issues the certificate, and sends the browser to the
 * attempt's own address (`?attempt=<id>`), which the page is rendered for. The script does the same
 * through the API without leaving the page, and keeps the attempt for this tab itself.
 */
export function QuizPage({
  subject,
  renderPass,
}: {
  subject: Subject;
  renderPass: (attempt: FinishedAttempt) => ReactNode;
}) {
  const quiz = quizzes[subject];
  const title = `${quiz.title} Quiz`;
  useDocumentTitle(
    title,
    `Take the ${quiz.subjectLine} quiz on StudyHub: ${quiz.questionCount} questions in ${describeDuration(
      quiz.timeLimitSeconds,
    )}. Score ${quiz.passMark} or more to earn a certificate anyone can verify.`,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const [servedAttemptId] = useState(() => searchParams.get('attempt'));
  const refusedStart = useFormResult('quiz-start');
  const refusedSubmit = useFormResult('quiz-submit');
  const session = useQuizAttempt(subject, {
    attemptId: servedAttemptId,
    error: (refusedStart ?? refusedSubmit)?.error?.message ?? null,
  });
  const { view } = session;

  // The script keeps this tab's attempt itself: the address goes back to the quiz's own, so a
  // reload after a retry resumes the new attempt, not the one the address named.
  useEffect(() => {
    if (!searchParams.has('attempt')) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('attempt');
    setSearchParams(rest, { replace: true, preventScrollReset: true });
  }, [searchParams, setSearchParams]);

  return (
    <div className={readingPage}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {view.phase === 'restoring' && <LoadingMessage />}
      {view.phase === 'instructions' && (
        <QuizInstructions
          subject={subject}
          onStart={() => void session.start()}
          busy={session.busy}
          error={session.error}
        />
      )}
      {view.phase === 'answer-sheet' && (
        <QuizAnswerSheet
          attempt={view.attempt}
          chosen={{ ...view.attempt.answers, ...chosenIn(refusedSubmit?.values) }}
          error={session.error}
          onTakeOver={session.takeOver}
        />
      )}
      {view.phase === 'questions' && (
        <QuizQuestions
          attempt={view.attempt}
          index={session.index}
          answers={session.answers}
          remaining={session.remaining}
          saveStatus={session.saveStatus}
          busy={session.busy}
          error={session.error}
          onChoose={session.choose}
          onGoTo={session.goTo}
          onSubmit={() => void session.submit()}
        />
      )}
      {view.phase === 'finished' && (
        <QuizResult
          // A new attempt's result is a new screen (focus moves to its heading again).
          key={view.attempt.id}
          subject={subject}
          attempt={view.attempt}
          passContent={renderPass(view.attempt)}
          onRetry={() => void session.retry()}
          busy={session.busy}
          error={session.error}
        />
      )}
    </div>
  );
}
