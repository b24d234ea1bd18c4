import {
  type AdminQuizQuestion,
  questionStatistics,
  quizzes,
  type Subject,
} from '@studyhub/contract/quiz';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { failureMessage } from '../../../lib/api-client';
import { useQuizQuestions } from '../api/get-quiz-questions';
import { useSetRetired } from '../api/set-retired';
import { QuestionFormDialog } from './question-form-dialog';

const percent = (share: number) =>
  `${Math.round(share * 100)
    .toString()
    .replace('-', '−')}%`;

/** Why a question is flagged, in words that point at what to check. */
function flagReason(discrimination: number) {
  return discrimination < 0
    ? 'Weaker attempts got it right more often than stronger ones: the key may be wrong, or two options may be right.'
    : 'It barely tells stronger attempts from weaker ones: it may be ambiguous, or its wrong options may not convince anyone.';
}

function Statistics({ question }: { question: AdminQuizQuestion }) {
  if (question.served === 0 || question.facility === null) {
    return <p className="text-sm text-slate-600">Not served in a submitted attempt yet.</p>;
  }
  return (
    <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
      <div>
        <dt className="inline font-medium">Facility: </dt>
        <dd className="inline">
          {percent(question.facility)} (answered right in {percent(question.facility)} of{' '}
          {question.served} attempts)
        </dd>
      </div>
      <div>
        <dt className="inline font-medium">Discrimination: </dt>
        <dd className="inline">
          {question.discrimination === null
            ? `not yet: needs ${questionStatistics.minimumAttempts} attempts, has ${question.served}`
            : `${percent(question.discrimination)} (top third right minus bottom third right)`}
        </dd>
      </div>
    </dl>
  );
}

function QuestionCard({
  question,
  onEdit,
  onRetire,
}: {
  question: AdminQuizQuestion;
  onEdit: () => void;
  onRetire: () => void;
}) {
  return (
    <li
      className={`rounded-xl border p-4 ${
        question.flagged ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-white'
      }`}
    >
      <h3 className="font-semibold text-slate-900">
        {question.id}
        {question.active ? '' : ' · Retired'}
        {question.flagged ? ' · Flagged' : ''}
      </h3>
      {question.flagged && question.discrimination !== null && (
        <p className="mt-1 text-sm font-medium text-amber-900">
          {flagReason(question.discrimination)}
        </p>
      )}
      <p className="mt-2 whitespace-pre-wrap text-slate-800">{question.question}</p>
      {/* Wrapped rather than scrolled sideways: on a phone the whole code shows, and no
          question needs a tab stop of its own to be read by keyboard. */}
      {question.code && (
        <pre className="mt-2 rounded-lg bg-slate-900 p-3 text-sm break-words whitespace-pre-wrap text-slate-100">
          <code>{question.code}</code>
        </pre>
      )}
      <ol className="mt-2 space-y-1 text-sm text-slate-800">
        {question.options.map((option, index) => (
          <li key={option}>
            {index === question.answer ? (
              <strong>
                {option} <span className="text-green-800">(right answer)</span>
              </strong>
            ) : (
              option
            )}
          </li>
        ))}
      </ol>
      <div className="mt-3">
        <Statistics question={question} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${question.id}`}
          className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-300 ring-inset hover:bg-brand-50"
        >
          Edit
        </button>
        <button
          type="button"
          onClick={onRetire}
          aria-label={`${question.active ? 'Retire' : 'Restore'} ${question.id}`}
          className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
        >
          {question.active ? 'Retire' : 'Restore'}
        </button>
      </div>
    </li>
  );
}

function RetireDialog({
  question,
  onClose,
  onDone,
}: {
  question: AdminQuizQuestion;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const setRetired = useSetRetired(question.id);
  const retire = question.active;
  return (
    <ConfirmDialog
      title={retire ? `Retire ${question.id}?` : `Restore ${question.id}?`}
      confirmLabel={retire ? 'Retire question' : 'Restore question'}
      pendingLabel={retire ? 'Retiring...' : 'Restoring...'}
      pending={setRetired.isPending}
      onCancel={onClose}
      onConfirm={() =>
        setRetired.mutate(retire, {
          onSuccess: () => onDone(`${retire ? 'Retired' : 'Restored'} ${question.id}.`),
        })
      }
    >
      <p>
        {retire
          ? 'New attempts will not draw it. It is kept, with the attempts that served it, and you can restore it.'
          : 'New attempts may draw it again.'}
      </p>
      {setRetired.error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {failureMessage(setRetired.error)}
        </p>
      )}
    </ConfirmDialog>
  );
}

/** One subject's questions with their statistics; flagged ones come first from the server. */
export function QuestionBank({ subject }: { subject: Subject }) {
  const bank = useQuizQuestions(subject);
  const [editing, setEditing] = useState<AdminQuizQuestion | 'new' | null>(null);
  const [retiring, setRetiring] = useState<AdminQuizQuestion | null>(null);
  const [done, setDone] = useState('');

  if (bank.isPending) return <LoadingMessage />;
  if (bank.isError) {
    return (
      <LoadError
        what="the questions"
        error={bank.error}
        onRetry={() => bank.refetch()}
        retrying={bank.isFetching}
      />
    );
  }
  const { questions, topics } = bank.data;
  const flagged = questions.filter((question) => question.flagged).length;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {questions.length} questions, {questions.filter((question) => !question.active).length}{' '}
          retired.{' '}
          {flagged === 0
            ? 'None flagged.'
            : `${flagged} flagged ${flagged === 1 ? 'question is' : 'questions are'} listed first.`}
        </p>
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          New {quizzes[subject].title} question
        </button>
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-green-800">
        {done}
      </p>
      {questions.length === 0 ? (
        <p className="mt-4 text-slate-700">This quiz has no questions yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {questions.map((question) => (
            <QuestionCard
              key={question.id}
              question={question}
              onEdit={() => setEditing(question)}
              onRetire={() => setRetiring(question)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <QuestionFormDialog
          subject={subject}
          topics={topics}
          {...(editing === 'new' ? {} : { question: editing })}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setDone(message);
          }}
        />
      )}
      {retiring && (
        <RetireDialog
          question={retiring}
          onClose={() => setRetiring(null)}
          onDone={(message) => {
            setRetiring(null);
            setDone(message);
          }}
        />
      )}
    </div>
  );
}
