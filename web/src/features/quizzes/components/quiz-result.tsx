import { quizzes, type Subject } from '@studyhub/contract/quiz';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from '../../../lib/link';
import { secondaryButton } from '../button-styles';
import { describeDuration } from '../format-time';
import type { FinishedAttempt } from '../use-quiz-attempt';
import { QuestionsToRevise } from './questions-to-revise';

function heading(result: FinishedAttempt['result']) {
  if (result.timedOut) return "Time's Up!";
  if (result.passed && !result.tooFast) return 'Congratulations!';
  return 'Quiz Complete!';
}

/**
 * The result screen (spec section 4): Time's Up! or Quiz Complete! with the retry message, or the
 * congratulations with what the page offers after a pass (`passContent`: the certificate form, or
 * the JavaScript quiz's View Certificate). A fail shows the total and the topics to revise, never
 * counts per topic (decision 27); a pass adds the scores per topic and the questions answered
 * wrongly, never the right answers (decision 37). A pass submitted faster than the quiz's minimum
 * time is shown, with why it earns no certificate, and no questions.
 * The server renders it the same for an attempt finished without the script (decision 35).
 */
export function QuizResult({
  subject,
  attempt,
  passContent,
  onRetry,
  busy,
  error,
}: {
  subject: Subject;
  attempt: FinishedAttempt;
  passContent: ReactNode;
  onRetry: () => void;
  busy: boolean;
  error: string | null;
}) {
  const { result } = attempt;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="quiz-result-heading" className="mt-6">
      <div
        className={`rounded-2xl border p-5 shadow-sm sm:p-8 ${
          result.passed ? 'border-green-300 bg-green-50' : 'border-slate-200 bg-white'
        }`}
      >
        <h2
          id="quiz-result-heading"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-bold text-slate-900"
        >
          {heading(result)}
        </h2>
        <p className="mt-3 text-lg text-slate-900">
          {'Your score: '}
          <strong>{`${result.score} / ${result.total}`}</strong>{' '}
          <span className="text-base text-slate-700">{`(pass mark ${result.passMark})`}</span>
        </p>
        {result.timedOut ? (
          <p className="mt-2 font-medium text-slate-800">
            You ran out of time and are not eligible for a certificate
          </p>
        ) : result.passed && result.tooFast ? (
          <p className="mt-2 font-medium text-slate-800">
            {'You reached the pass mark, but this attempt was submitted in less than ' +
              `${describeDuration(quizzes[subject].minimumSeconds)}, which is too quick to read ` +
              `${result.total} questions, so it cannot earn a certificate. Take your time on ` +
              'your next attempt.'}
          </p>
        ) : result.passed ? (
          <p className="mt-2 font-medium text-slate-800">You passed the quiz. Well done!</p>
        ) : (
          <p className="mt-2 font-medium text-slate-800">
            Try again to become eligible for a certificate.
          </p>
        )}
      </div>

      {result.passed && !result.tooFast && <div className="mt-6">{passContent}</div>}

      {result.weakTopics.length > 0 && (
        <div className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6">
          <h3 className="text-lg font-semibold text-slate-900">Topics to revise</h3>
          <p className="mt-1 text-sm text-slate-700">
            These were your weakest topics. Our notes can help before you try again.
          </p>
          <ul className="mt-3 space-y-2">
            {result.weakTopics.map((topic) => (
              <li key={topic.topic}>
                <Link
                  to={topic.notesLink}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {`Study notes: ${topic.name}`}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}

      {result.topics && result.topics.length > 0 && (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h3 className="text-lg font-semibold text-slate-900">Your score by topic</h3>
          <table className="mt-3 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Topic
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Right
                </th>
              </tr>
            </thead>
            <tbody>
              {result.topics.map((topic) => (
                <tr key={topic.topic} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-3 font-normal text-slate-900">
                    {topic.name}
                  </th>
                  <td className="py-2 text-right whitespace-nowrap text-slate-900 tabular-nums">
                    {`${topic.correct} / ${topic.total}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {result.review && <QuestionsToRevise review={result.review} questions={attempt.questions} />}

      {error && (
        <div
          role="alert"
          className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {error}
        </div>
      )}

      {/* A new attempt, as Start Quiz starts one: a form, so it works before the script too. */}
      <form
        method="post"
        action={quizzes[subject].route}
        onSubmit={(event) => {
          event.preventDefault();
          onRetry();
        }}
        className="mt-8"
      >
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="attempt" value={attempt.id} />
        <button type="submit" disabled={busy} className={secondaryButton}>
          {busy ? 'Starting...' : subject === 'javascript' ? 'Retry Quiz' : 'Retry'}
        </button>
      </form>
    </section>
  );
}
