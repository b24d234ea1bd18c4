import { attemptBudget, quizzes, type Subject } from '@studyhub/contract/quiz';
import { useEffect, useRef } from 'react';
import { useQuizInfo } from '../api/get-quiz-info';
import { primaryButton } from '../button-styles';
import { describeDuration } from '../format-time';

/** The first screen of a quiz: what it covers, its size, time limit and pass mark, and Start Quiz. */
export function QuizInstructions({
  subject,
  onStart,
  busy,
  error,
}: {
  subject: Subject;
  onStart: () => void;
  busy: boolean;
  error: string | null;
}) {
  const quiz = quizzes[subject];
  const info = useQuizInfo(subject);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  return (
    <section aria-labelledby="quiz-instructions-heading" className="mt-6 space-y-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="quiz-instructions-heading" className="text-xl font-semibold text-slate-900">
          Instructions
        </h2>
        <p className="mt-2 text-slate-700">
          Test your knowledge of {quiz.subjectLine} and earn a certificate that anyone can verify
          online.
        </p>
        <dl className="mt-5 grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
          <div className="rounded-xl bg-brand-50 px-4 py-3">
            <dt className="text-sm text-slate-700">Questions</dt>
            <dd className="text-2xl font-bold text-brand-800">{quiz.questionCount}</dd>
          </div>
          <div className="rounded-xl bg-brand-50 px-4 py-3">
            <dt className="text-sm text-slate-700">Time limit</dt>
            <dd className="text-2xl font-bold text-brand-800">
              {describeDuration(quiz.timeLimitSeconds)}
            </dd>
          </div>
          <div className="rounded-xl bg-brand-50 px-4 py-3">
            <dt className="text-sm text-slate-700">Pass mark</dt>
            <dd className="text-2xl font-bold text-brand-800">
              {quiz.passMark} of {quiz.questionCount}
            </dd>
          </div>
        </dl>
        <ul className="mt-5 list-disc space-y-1.5 pl-5 text-slate-700">
          <li>Each question has four options and one right answer.</li>
          <li>
            The timer starts when you press Start Quiz and keeps running if you leave or reload the
            page; you come back to where you were.
          </li>
          <li>
            Move back and forth with Previous and Next and change your answers until you submit.
            Unanswered questions count as wrong.
          </li>
          <li>
            When the time runs out, your answers are submitted automatically, and an attempt that
            runs out of time is not eligible for a certificate.
          </li>
          <li>
            Score {quiz.passMark} or more to pass and get your certificate. An attempt submitted in
            less than {describeDuration(quiz.minimumSeconds)} cannot earn a certificate, so take
            your time.
          </li>
          <li>
            You can start this quiz {attemptBudget.attempts} times in any{' '}
            {attemptBudget.windowHours} hours. Coming back to an attempt you have already started
            does not count as a new start.
          </li>
        </ul>
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 className="text-xl font-semibold text-slate-900">Topics covered</h2>
        {info.isPending && (
          <p role="status" className="mt-3 text-slate-600">
            Loading topics...
          </p>
        )}
        {info.isError && (
          <p className="mt-3 text-slate-700">
            The topic list could not be loaded just now. You can still start the quiz.
          </p>
        )}
        {info.data && (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {info.data.topics.map((topic) => (
              <li key={topic.id} className="flex gap-2 text-slate-800">
                <span
                  aria-hidden="true"
                  className="mt-2 size-2 shrink-0 rounded-full bg-brand-600"
                />
                <span>{topic.name}</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      {error && (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {error}
        </div>
      )}

      <button
        type="button"
        onClick={onStart}
        disabled={busy}
        className={`${primaryButton} w-full sm:w-auto`}
      >
        {busy ? 'Starting...' : 'Start Quiz'}
      </button>
    </section>
  );
}
