import type { AttemptResult } from '@studyhub/contract/quiz';
import { Chevron } from '../../../components/ui/chevron';
import { secondaryButton } from '../button-styles';
import { CodeBlock } from './code-block';

type ReviewItem = NonNullable<AttemptResult['review']>[number];

function ReviewEntry({ item, number }: { item: ReviewItem; number: number }) {
  const isRight = item.chosen === item.correct;
  const chosenText = item.chosen === null ? null : item.options[item.chosen];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <p className="text-sm font-semibold text-slate-600">
        Question {number}:{' '}
        <span className={isRight ? 'text-green-800' : 'text-red-800'}>
          {isRight ? 'Correct' : chosenText === null ? 'Not answered' : 'Wrong'}
        </span>
      </p>
      <p className="mt-1 font-medium break-words text-slate-900">{item.question}</p>
      {item.code !== null && <CodeBlock code={item.code} />}
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="text-slate-600">Your answer</dt>
        <dd className="break-words whitespace-pre-wrap text-slate-900">
          {chosenText ?? 'Not answered'}
        </dd>
        <dt className="text-slate-600">Right answer</dt>
        <dd className="font-semibold break-words whitespace-pre-wrap text-green-800">
          {item.options[item.correct]}
        </dd>
        <dt className="text-slate-600">Explanation</dt>
        <dd className="break-words text-slate-800">{item.explanation}</dd>
      </dl>
    </li>
  );
}

/**
 * After a pass: every question with the student's answer, the right one and why, on request. A
 * `<details>`, so it opens with or without the script (decision 35).
 */
export function AnswerReview({ review }: { review: NonNullable<AttemptResult['review']> }) {
  return (
    <section aria-label="Review your answers" className="mt-8">
      <details className="group">
        <summary
          className={`${secondaryButton} cursor-pointer list-none gap-2 [&::-webkit-details-marker]:hidden`}
        >
          Review answers
          <Chevron className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
        </summary>
        <ol className="mt-4 space-y-4">
          {review.map((item, index) => (
            <ReviewEntry key={item.questionId} item={item} number={index + 1} />
          ))}
        </ol>
      </details>
    </section>
  );
}
