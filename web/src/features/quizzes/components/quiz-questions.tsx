import type { Attempt } from '@studyhub/contract/quiz';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { primaryButton, secondaryButton } from '../button-styles';
import type { Answers, SaveStatus } from '../use-quiz-attempt';
import { CodeBlock } from './code-block';
import { QuestionPalette } from './question-palette';
import { QuizTimer } from './quiz-timer';

const saveTexts: Record<SaveStatus, string> = {
  idle: '',
  saving: 'Saving your answers...',
  saved: 'Your answers are saved.',
  failed: 'Your answers could not be saved just now. They are kept here and sent when you submit.',
};

/** What the submit confirmation says about the questions left open. */
export function unansweredText(unanswered: number) {
  if (unanswered === 0) return 'All questions answered.';
  return unanswered === 1
    ? 'You have 1 unanswered question.'
    : `You have ${unanswered} unanswered questions.`;
}

/**
 * The question screen: progress, timer, the question (and its code), four options as a radio
 * group, and Previous / Next, with Submit in place of Next on the last question; below, the
 * palette of all questions. Submit asks first, in the site's own dialog, saying how many questions
 * are still unanswered; once the time is up it submits at once (there is nothing left to decide).
 */
export function QuizQuestions({
  attempt,
  index,
  answers,
  remaining,
  saveStatus,
  busy,
  error,
  onChoose,
  onGoTo,
  onSubmit,
}: {
  attempt: Attempt;
  index: number;
  answers: Answers;
  remaining: number;
  saveStatus: SaveStatus;
  busy: boolean;
  error: string | null;
  onChoose: (questionId: string, option: number) => void;
  onGoTo: (index: number) => void;
  onSubmit: () => void;
}) {
  const ids = { heading: useId(), question: useId() };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);
  const total = attempt.questions.length;
  const question = attempt.questions[index];
  const isLast = index === total - 1;
  const answered = attempt.questions.filter((q) => answers[q.id] !== undefined).length;
  const unanswered = total - answered;
  const timeIsUp = remaining <= 0;

  // A new question: screen readers start reading from its number, and a page scrolled down to the
  // last question's options goes back up to the new one.
  useEffect(() => {
    if (index < 0) return;
    headingRef.current?.focus({ preventScroll: true });
    const section = sectionRef.current;
    if (section && section.getBoundingClientRect().top < 64) section.scrollIntoView?.();
  }, [index]);

  // A failed submission closes the confirmation, then the message takes the focus (after the
  // dialog has given it back to Submit).
  useEffect(() => {
    if (error) setConfirming(false);
  }, [error]);
  useEffect(() => {
    if (error && !confirming) errorRef.current?.focus();
  }, [error, confirming]);

  if (!question) return null;
  const chosen = answers[question.id];

  return (
    <section ref={sectionRef} aria-labelledby={ids.heading} className="mt-6 scroll-mt-16">
      {/* Stays under the navigation bar while the question scrolls, so the time left is in view. */}
      <div className="sticky top-16 z-10 -mx-4 bg-slate-50/95 px-4 pt-2 pb-3 backdrop-blur">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id={ids.heading}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900"
          >
            {`Question ${index + 1} of ${total}`}
          </h2>
          <QuizTimer remaining={remaining} />
        </div>
        <progress
          value={index + 1}
          max={total}
          aria-label="Quiz progress"
          className="mt-3 block h-2 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
        />
        <p className="mt-2 text-sm text-slate-600">{`Answered ${answered} of ${total}`}</p>
      </div>

      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <p id={ids.question} className="text-lg font-medium break-words text-slate-900">
          {question.question}
        </p>
        {question.code !== null && <CodeBlock code={question.code} />}

        <div
          role="radiogroup"
          aria-labelledby={ids.question}
          className="mt-5 grid gap-3"
          key={question.id}
        >
          {question.options.map((option, optionIndex) => (
            <label
              // Options are plain text and may repeat across questions, never within one.
              key={option}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-slate-900 has-focus-visible:ring-3 has-focus-visible:ring-brand-600 ${
                chosen === optionIndex
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-300 bg-white hover:border-brand-600'
              } ${timeIsUp ? 'cursor-not-allowed opacity-70' : ''}`}
            >
              <input
                type="radio"
                name={`question-${question.id}`}
                value={optionIndex}
                checked={chosen === optionIndex}
                disabled={timeIsUp}
                onChange={() => onChoose(question.id, optionIndex)}
                className="mt-1 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              />
              <span className="min-w-0 break-words whitespace-pre-wrap">{option}</span>
            </label>
          ))}
        </div>
      </div>

      {error && (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="mt-4 scroll-mt-40 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {error}
        </div>
      )}

      {isLast && unanswered > 0 && !timeIsUp && (
        <p className="mt-4 text-sm text-slate-700">
          {unanswered === 1
            ? '1 question is not answered yet and will count as wrong.'
            : `${unanswered} questions are not answered yet and will count as wrong.`}
        </p>
      )}

      <div className="mt-5 flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => onGoTo(index - 1)}
          disabled={index === 0}
          className={secondaryButton}
        >
          Previous
        </button>
        {isLast || timeIsUp ? (
          <button
            type="button"
            onClick={() => (timeIsUp ? onSubmit() : setConfirming(true))}
            disabled={busy}
            className={primaryButton}
          >
            {busy ? 'Submitting...' : 'Submit'}
          </button>
        ) : (
          <button type="button" onClick={() => onGoTo(index + 1)} className={primaryButton}>
            Next
          </button>
        )}
      </div>
      <p className="mt-3 min-h-5 text-sm text-slate-600">{saveTexts[saveStatus]}</p>

      <QuestionPalette
        questionIds={attempt.questions.map((q) => q.id)}
        answered={(id) => answers[id] !== undefined}
        current={index}
        onGoTo={onGoTo}
      />

      {confirming && !timeIsUp && (
        <ConfirmDialog
          title="Submit the quiz?"
          confirmLabel="Submit answers"
          pendingLabel="Submitting..."
          pending={busy}
          onConfirm={onSubmit}
          onCancel={() => setConfirming(false)}
        >
          <p className="font-semibold text-slate-900">{unansweredText(unanswered)}</p>
          <p className="mt-2">
            {unanswered > 0
              ? 'Unanswered questions count as wrong. After you submit, you cannot change your answers.'
              : 'After you submit, you cannot change your answers.'}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
