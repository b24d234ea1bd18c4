import { useId } from 'react';

/**
 * Every question of the attempt as a numbered button, to jump to any of them (as Moodle's quiz
 * navigation does). The three states differ in shape, not only in colour: answered is filled,
 * unanswered is an outline, the current one has a thick ring and a bar under its number. Each
 * button says its state in words ("Question 3, answered"); the current one also has aria-current.
 * Plain buttons in the Tab order, after Previous and Next, so the keyboard reaches each of them.
 */
export function QuestionPalette({
  questionIds,
  answered,
  current,
  onGoTo,
}: {
  questionIds: string[];
  /** Whether each question (by id) has an answer. */
  answered: (questionId: string) => boolean;
  current: number;
  onGoTo: (index: number) => void;
}) {
  const headingId = useId();
  return (
    <nav
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        All questions
      </h3>
      <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <span className="size-4 rounded border-2 border-brand-700 bg-brand-700" />
          Answered
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-4 rounded border-2 border-dashed border-slate-500 bg-white" />
          Not answered
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-4 rounded border-2 border-slate-500 bg-white ring-2 ring-slate-900 ring-offset-1" />
          Current
        </li>
      </ul>
      <ol className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
        {questionIds.map((id, index) => {
          const isAnswered = answered(id);
          const isCurrent = index === current;
          const number = index + 1;
          return (
            <li key={id}>
              <button
                type="button"
                onClick={() => onGoTo(index)}
                aria-label={`Question ${number}, ${isAnswered ? 'answered' : 'not answered'}`}
                aria-current={isCurrent ? 'step' : undefined}
                data-state={isAnswered ? 'answered' : 'unanswered'}
                className={`relative flex h-11 w-full items-center justify-center rounded-lg border-2 font-semibold tabular-nums ${
                  isAnswered
                    ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                    : 'border-dashed border-slate-500 bg-white text-slate-800 hover:bg-slate-50'
                } ${isCurrent ? 'ring-3 ring-slate-900 ring-offset-2' : ''}`}
              >
                {number}
                {isCurrent && (
                  <span
                    aria-hidden="true"
                    className={`absolute inset-x-2.5 bottom-1 h-0.5 rounded-full ${
                      isAnswered ? 'bg-white' : 'bg-slate-900'
                    }`}
                  />
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
