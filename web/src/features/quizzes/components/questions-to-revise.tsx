import type { Attempt, AttemptResult } from '@studyhub/contract/quiz';
import { Link } from '../../../lib/link';
import { CodeBlock } from './code-block';

type Review = NonNullable<AttemptResult['review']>;

function QuestionToRevise({ item, number }: { item: Review[number]; number: number }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <p className="text-sm font-semibold text-slate-600">{`Question ${number}`}</p>
      <p className="mt-1 font-medium break-words text-slate-900">{item.question}</p>
      {item.code !== null && <CodeBlock code={item.code} />}
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="text-slate-600">Your answer</dt>
        <dd className="break-words whitespace-pre-wrap text-red-800">
          {item.chosen === null ? 'Not answered' : `${item.chosen} (not right)`}
        </dd>
        <dt className="text-slate-600">Topic to revise</dt>
        <dd>
          <Link
            to={item.topic.notesLink}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {`Study notes: ${item.topic.name}`}
          </Link>
        </dd>
      </dl>
    </li>
  );
}

/**
 * After a pass that can earn a certificate (decision 37): each question answered wrongly, the
 * answer chosen and the topic to revise. It never shows the right option: a review that did became
 * an answer key for other accounts (issue 21). Nothing when every answer was right.
 */
export function QuestionsToRevise({
  review,
  questions,
}: {
  review: Review;
  questions: Attempt['questions'];
}) {
  if (review.length === 0) return null;
  return (
    <section
      aria-labelledby="questions-to-revise-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <h3 id="questions-to-revise-heading" className="text-lg font-semibold text-slate-900">
        Questions to revise
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        You answered these wrongly. The notes on each topic can help you find the right answer.
      </p>
      <ol className="mt-4 space-y-4">
        {review.map((item) => (
          <QuestionToRevise
            key={item.questionId}
            item={item}
            number={questions.findIndex((question) => question.id === item.questionId) + 1}
          />
        ))}
      </ol>
    </section>
  );
}
