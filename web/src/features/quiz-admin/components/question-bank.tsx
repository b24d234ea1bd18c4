import {
  type AdminQuizQuestion,
  questionStatistics,
  quizzes,
  type Subject,
} from '@studyhub/contract/quiz';
import { useState } from 'react';
import { AskButton, useAskedInAddress } from '../../../components/ui/ask-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { failureMessage } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { useQuizQuestions } from '../api/get-quiz-questions';
import { useSetRetired } from '../api/set-retired';
import {
  type DoneAction,
  doneTexts,
  QuestionFormDialog,
  questionFormNames,
  questionsPage,
} from './question-form-dialog';

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
          {`${percent(question.facility)} (answered right in ${percent(question.facility)} of ` +
            `${question.served} attempts)`}
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
  // Without the script each asks for the page with its dialog open (decision 35).
  const keep = { subject: question.subject, item: question.id };
  return (
    <li
      className={`rounded-xl border p-4 ${
        question.flagged ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-white'
      }`}
    >
      <h3 className="font-semibold text-slate-900">
        {[
          question.id,
          question.active ? '' : ' · Retired',
          question.flagged ? ' · Flagged' : '',
        ].join('')}
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
                {`${option} `}
                <span className="text-green-800">(right answer)</span>
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
        <AskButton
          ask="edit"
          keep={keep}
          onAsk={onEdit}
          label={`Edit ${question.id}`}
          className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-300 ring-inset hover:bg-brand-50"
        >
          Edit
        </AskButton>
        <AskButton
          ask="retire"
          keep={keep}
          onAsk={onRetire}
          label={`${question.active ? 'Retire' : 'Restore'} ${question.id}`}
          className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
        >
          {question.active ? 'Retire' : 'Restore'}
        </AskButton>
      </div>
    </li>
  );
}

function RetireDialog({
  question,
  servedError,
  onClose,
  onDone,
}: {
  question: AdminQuizQuestion;
  /** The retirement or restore posted without the script and refused: why. */
  servedError: string | undefined;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const setRetired = useSetRetired(question.id);
  const retire = question.active;
  const page = questionsPage(question.subject);
  const error = setRetired.error
    ? failureMessage(setRetired.error)
    : setRetired.isPending
      ? undefined
      : servedError;
  return (
    <ConfirmDialog
      title={retire ? `Retire ${question.id}?` : `Restore ${question.id}?`}
      confirmLabel={retire ? 'Retire question' : 'Restore question'}
      pendingLabel={retire ? 'Retiring...' : 'Restoring...'}
      pending={setRetired.isPending}
      onCancel={onClose}
      onConfirm={() =>
        setRetired.mutate(retire, {
          onSuccess: () => onDone(doneTexts[retire ? 'retired' : 'restored'](question.id)),
        })
      }
      post={{
        action: page,
        fields: {
          form: retire ? 'retire' : 'restore',
          subject: question.subject,
          item: question.id,
        },
        cancelHref: page,
      }}
    >
      <p>
        {retire
          ? 'New attempts will not draw it. It is kept, with the attempts that served it, and you can restore it.'
          : 'New attempts may draw it again.'}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}

/**
 * What the page was drawn with, without the script (decision 35): a dialog asked for in the
 * address (`?ask=new`, `?ask=edit&item=`, `?ask=retire&item=`), a form posted and refused (drawn
 * open again with what was typed), or what a form did.
 */
function useServedQuestionForms() {
  const address = useAskedInAddress();
  const create = useFormResult(questionFormNames.create);
  const edit = useFormResult(questionFormNames.edit);
  const retire = useFormResult('retire');
  const restore = useFormResult('restore');
  const refusedSetting = [retire, restore].find((result) => result?.error);
  const [editing] = useState<string | null>(() => {
    if (create?.error) return 'new';
    if (edit?.error) return edit.values.item ?? null;
    if (address.ask === 'new') return 'new';
    return address.ask === 'edit' ? address.item : null;
  });
  const [retiring] = useState<string | null>(() => {
    if (refusedSetting) return refusedSetting.values.item ?? null;
    return address.ask === 'retire' ? address.item : null;
  });
  const served = [create, edit, retire, restore].find((result) => result?.done);
  const action = served?.done?.action as DoneAction | undefined;
  const done = action && action in doneTexts ? doneTexts[action](served?.done?.id ?? '') : '';
  return {
    editing,
    retiring,
    done,
    /** The refused form to draw open again, with what was typed. */
    refusedEdit: create?.error ? create : edit?.error ? edit : undefined,
    refusedSetting: refusedSetting?.error?.message,
    /** A dialog closed: the address no longer asks for it. */
    closed: address.done,
  };
}

/** One subject's questions with their statistics; flagged ones come first from the server. */
export function QuestionBank({ subject }: { subject: Subject }) {
  const bank = useQuizQuestions(subject);
  const served = useServedQuestionForms();
  const [editingId, setEditingId] = useState<string | null>(served.editing);
  const [retiringId, setRetiringId] = useState<string | null>(served.retiring);
  const [done, setDone] = useState(served.done);

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
  const retired = questions.filter((question) => !question.active).length;
  const flaggedNote =
    flagged === 0
      ? 'None flagged.'
      : `${flagged} flagged ${flagged === 1 ? 'question is' : 'questions are'} listed first.`;
  const editing =
    editingId === 'new' ? 'new' : questions.find((question) => question.id === editingId);
  const retiring = questions.find((question) => question.id === retiringId);
  // The refused form is drawn once, for the dialog it was posted from.
  const refused =
    served.refusedEdit &&
    (editing === 'new' ? served.editing === 'new' : served.editing === editing?.id)
      ? served.refusedEdit
      : undefined;
  const closeEditing = () => {
    setEditingId(null);
    served.closed();
  };
  const closeRetiring = () => {
    setRetiringId(null);
    served.closed();
  };
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {`${questions.length} questions, ${retired} retired. ${flaggedNote}`}
        </p>
        <AskButton
          ask="new"
          keep={{ subject }}
          onAsk={() => setEditingId('new')}
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {`New ${quizzes[subject].title} question`}
        </AskButton>
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
              onEdit={() => setEditingId(question.id)}
              onRetire={() => setRetiringId(question.id)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <QuestionFormDialog
          subject={subject}
          topics={topics}
          {...(editing === 'new' ? {} : { question: editing })}
          served={refused}
          onClose={closeEditing}
          onSaved={(message) => {
            closeEditing();
            setDone(message);
          }}
        />
      )}
      {retiring && (
        <RetireDialog
          question={retiring}
          servedError={retiring.id === served.retiring ? served.refusedSetting : undefined}
          onClose={closeRetiring}
          onDone={(message) => {
            closeRetiring();
            setDone(message);
          }}
        />
      )}
    </div>
  );
}
