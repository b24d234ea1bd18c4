import { attemptBudget, quizzes, type Subject } from '@studyhub/contract/quiz';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Chevron } from '../../../components/ui/chevron';
import { useQuizInfo } from '../api/get-quiz-info';
import { primaryButton } from '../button-styles';
import { describeDuration } from '../format-time';

/** Wider than a phone held upright (Tailwind's `sm`); without matchMedia, assume a wide screen. */
const wideScreen = '(min-width: 640px)';
function isWideScreen() {
  return typeof window.matchMedia === 'function' ? window.matchMedia(wideScreen).matches : true;
}

/** A section of the instructions that folds: a <details> whose summary reads as its heading. */
function Fold({
  summary,
  open,
  children,
}: {
  summary: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open} className="group mt-4 border-t border-slate-200 pt-3 sm:mt-6 sm:pt-4">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg text-lg font-semibold text-slate-900 sm:text-xl [&::-webkit-details-marker]:hidden">
        {summary}
        <Chevron className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
      </summary>
      <div className="mt-2 pb-1">{children}</div>
    </details>
  );
}

/**
 * The first screen of a quiz: what it covers, its size, time limit and pass mark, and Start Quiz.
 * The instructions and the topics fold (closed on a phone, open on a wider screen), so a phone
 * shows Start Quiz without scrolling past them. The server cannot know the screen's width, so it
 * renders them folded, as most students see them. Start Quiz is a form that posts to the quiz's
 * page (decision 35): the server starts the attempt when the script does not.
 */
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
  // Read once: a phone starts with the details folded so Start Quiz is in view; turning the
  // phone afterwards does not fold or unfold what the student has opened. Before the page is
  // painted when the script draws it; just after taking over what the server rendered.
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => setWide(isWideScreen()), []);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  return (
    <section aria-label="Quiz instructions" className="mt-6 space-y-4 sm:space-y-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <p className="text-slate-700">
          {`Test your knowledge of ${quiz.subjectLine} and earn a certificate that anyone can ` +
            'verify online.'}
        </p>
        <dl className="mt-4 grid grid-cols-3 gap-2 sm:mt-5 sm:gap-3">
          <div className="rounded-xl bg-brand-50 px-2.5 py-2 sm:px-4 sm:py-3">
            <dt className="text-sm text-slate-700">Questions</dt>
            <dd className="text-lg font-bold text-brand-800 sm:text-2xl">{quiz.questionCount}</dd>
          </div>
          <div className="rounded-xl bg-brand-50 px-2.5 py-2 sm:px-4 sm:py-3">
            <dt className="text-sm text-slate-700">Time limit</dt>
            <dd className="text-lg leading-snug font-bold text-brand-800 sm:text-2xl">
              {describeDuration(quiz.timeLimitSeconds)}
            </dd>
          </div>
          <div className="rounded-xl bg-brand-50 px-2.5 py-2 sm:px-4 sm:py-3">
            <dt className="text-sm text-slate-700">Pass mark</dt>
            <dd className="text-lg font-bold text-brand-800 sm:text-2xl">
              {`${quiz.passMark} of ${quiz.questionCount}`}
            </dd>
          </div>
        </dl>

        <Fold summary="Instructions" open={wide}>
          <ul className="list-disc space-y-1.5 pl-5 text-slate-700">
            <li>Each question has four options and one right answer.</li>
            <li>
              The timer starts when you press Start Quiz and keeps running if you leave or reload
              the page; you come back to where you were.
            </li>
            <li>
              Move back and forth with Previous and Next, or jump to any question from the list of
              all questions, and change your answers until you submit. Unanswered questions count as
              wrong.
            </li>
            <li>
              When the time runs out, your answers are submitted automatically, and an attempt that
              runs out of time is not eligible for a certificate.
            </li>
            <li>
              {`Score ${quiz.passMark} or more to pass and get your certificate. An attempt ` +
                `submitted in less than ${describeDuration(quiz.minimumSeconds)} cannot earn a ` +
                'certificate, so take your time.'}
            </li>
            <li>
              {`You can start this quiz ${attemptBudget.attempts} times in any ` +
                `${attemptBudget.windowHours} hours. Coming back to an attempt you have already ` +
                'started does not count as a new start.'}
            </li>
          </ul>
        </Fold>

        <Fold summary="Topics covered" open={wide}>
          {info.isPending && (
            <p role="status" className="text-slate-600">
              Loading topics...
            </p>
          )}
          {info.isError && (
            <p className="text-slate-700">
              The topic list could not be loaded just now. You can still start the quiz.
            </p>
          )}
          {info.data && (
            <ul className="grid gap-2 sm:grid-cols-2">
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
        </Fold>
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

      <form
        method="post"
        action={quiz.route}
        onSubmit={(event) => {
          event.preventDefault();
          onStart();
        }}
      >
        <input type="hidden" name="intent" value="start" />
        <button type="submit" disabled={busy} className={`${primaryButton} w-full sm:w-auto`}>
          {busy ? 'Starting...' : 'Start Quiz'}
        </button>
      </form>
    </section>
  );
}
