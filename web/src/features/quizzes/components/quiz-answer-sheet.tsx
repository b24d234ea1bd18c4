import { type Attempt, answerFieldPrefix, quizzes } from '@studyhub/contract/quiz';
import { useId, useLayoutEffect, useRef } from 'react';
import { primaryButton } from '../button-styles';
import { clockTimeInIndia } from '../format-time';
import type { Answers } from '../use-quiz-attempt';
import { CodeBlock } from './code-block';

/** What is chosen on the sheet now: a tap made before the script was ready counts too. */
function chosenOn(form: HTMLFormElement): Answers {
  const chosen: Answers = {};
  for (const [field, value] of new FormData(form)) {
    if (field.startsWith(answerFieldPrefix) && typeof value === 'string' && /^[0-3]$/.test(value)) {
      chosen[field.slice(answerFieldPrefix.length)] = Number(value);
    }
  }
  return chosen;
}

/**
 * The questions of an attempt as the server renders them (decision 35): every question in one
 * form that posts to the quiz's page, each a radio group, and one Submit at the end. Without the
 * script nothing counts down, so the time to submit by is said in words; the server enforces it
 * as it does for the script. Once the script runs, the sheet hands over what is chosen on it
 * (`onTakeOver`) and the question screen takes its place.
 */
export function QuizAnswerSheet({
  attempt,
  chosen,
  error,
  onTakeOver,
}: {
  attempt: Attempt;
  /** The answers to show as chosen: saved ones, and those of a refused submission. */
  chosen: Answers;
  error: string | null;
  onTakeOver: (chosen: Answers) => void;
}) {
  const headingId = useId();
  const questionId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const total = attempt.questions.length;
  const submitBy = clockTimeInIndia(attempt.deadline);

  // Before the page is painted again: the student sees the question screen, never both.
  useLayoutEffect(() => {
    if (formRef.current) onTakeOver(chosenOn(formRef.current));
  }, [onTakeOver]);

  return (
    <form
      ref={formRef}
      method="post"
      action={quizzes[attempt.subject].route}
      aria-labelledby={headingId}
      className="mt-6"
    >
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="attempt" value={attempt.id} />
      {/* Stays under the navigation bar while the questions scroll, so the time is in view. */}
      <div className="sticky top-16 z-10 -mx-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 bg-slate-50/95 px-4 pt-2 pb-3 backdrop-blur">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {`${total} questions`}
        </h2>
        <p className="rounded-lg bg-slate-100 px-3 py-1.5 font-semibold text-slate-800">
          Submit by <time dateTime={attempt.deadline}>{submitBy}</time>
        </p>
      </div>
      <p className="mt-2 text-slate-700">
        Choose one answer for each question, then press Submit at the end of the page: your answers
        are sent only then. Unanswered questions count as wrong, and an attempt submitted after the
        time above is not eligible for a certificate.
      </p>
      {/* At the top: the page the server sends back opens here. */}
      {error && (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {error}
        </div>
      )}

      <ol className="mt-4 space-y-4">
        {attempt.questions.map((question, index) => (
          <li
            key={question.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h3 className="text-sm font-semibold text-slate-600">
              {`Question ${index + 1} of ${total}`}
            </h3>
            <p
              id={`${questionId}-${index}`}
              className="mt-1 text-lg font-medium break-words text-slate-900"
            >
              {question.question}
            </p>
            {question.code !== null && <CodeBlock code={question.code} />}
            <div
              role="radiogroup"
              aria-labelledby={`${questionId}-${index}`}
              className="mt-4 grid gap-3"
            >
              {question.options.map((option, optionIndex) => (
                <label
                  // Options are plain text and may repeat across questions, never within one.
                  key={option}
                  className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-3 has-focus-visible:ring-brand-600"
                >
                  <input
                    type="radio"
                    name={`${answerFieldPrefix}${question.id}`}
                    value={optionIndex}
                    defaultChecked={chosen[question.id] === optionIndex}
                    className="mt-1 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
                  />
                  <span className="min-w-0 break-words whitespace-pre-wrap">{option}</span>
                </label>
              ))}
            </div>
          </li>
        ))}
      </ol>

      <button type="submit" className={`${primaryButton} mt-5 w-full sm:w-auto`}>
        Submit
      </button>
    </form>
  );
}
