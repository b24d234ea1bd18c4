import { quizzes, type Subject } from '@studyhub/contract/quiz';
import type { ReactNode } from 'react';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { readingPage } from '../../../components/ui/page-width';
import { useDocumentTitle } from '../../../lib/document-title';
import { describeDuration } from '../format-time';
import { type FinishedAttempt, useQuizAttempt } from '../use-quiz-attempt';
import { QuizInstructions } from './quiz-instructions';
import { QuizQuestions } from './quiz-questions';
import { QuizResult } from './quiz-result';

/**
 * One quiz screen for all four subjects: instructions, questions, result. What a pass leads to
 * differs by page, so the route passes it in (`renderPass`).
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
  const session = useQuizAttempt(subject);
  const { view } = session;

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
