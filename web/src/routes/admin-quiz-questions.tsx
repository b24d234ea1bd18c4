import {
  questionStatistics,
  quizzes,
  subject as subjectSchema,
  subjects,
} from '@studyhub/contract/quiz';
import { useSearchParams } from 'react-router';
import { QuestionBank } from '../features/quiz-admin/components/question-bank';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';

/**
 * /admin/quiz-questions?subject=: a quiz's questions with how they did, flagged ones first; write,
 * fix, retire and restore questions.
 */
export function AdminQuizQuestionsScreen() {
  useDocumentTitle('Quiz questions · Admin');
  const [search] = useSearchParams();
  const parsed = subjectSchema.safeParse(search.get('subject'));
  const subject = parsed.success ? parsed.data : 'java';
  return (
    <div>
      <h2 className="mb-4 text-xl font-bold text-slate-900">Quiz questions</h2>
      <nav aria-label="Quizzes" className="mb-4 flex flex-wrap gap-2">
        {subjects.map((choice) => (
          <Link
            key={choice}
            to={`?subject=${choice}`}
            aria-current={choice === subject ? 'page' : undefined}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${
              choice === subject
                ? 'bg-brand-600 text-white'
                : 'text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50'
            }`}
          >
            {quizzes[choice].title}
          </Link>
        ))}
      </nav>
      <details className="mb-4 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <summary className="cursor-pointer font-semibold text-slate-900">
          What facility and discrimination mean
        </summary>
        <p className="mt-2">
          <strong>Facility</strong> is the share of submitted attempts that answered the question
          right: 90% is an easy question, 20% a hard one.
        </p>
        <p className="mt-2">
          <strong>Discrimination</strong>
          {' compares the attempts that served the question: the share right among the best ' +
            'third by total score, minus the share right among the weakest third. A good ' +
            `question scores ${questionStatistics.flagBelow * 100}% or more. Below that it is ` +
            'flagged; below 0% weaker students got it right more often than stronger ones, which ' +
            'usually means a wrong key or two right answers. It is shown once ' +
            `${questionStatistics.minimumAttempts} attempts have served the question, since with ` +
            'fewer a single lucky guess decides it.'}
        </p>
      </details>
      <QuestionBank key={subject} subject={subject} />
    </div>
  );
}
