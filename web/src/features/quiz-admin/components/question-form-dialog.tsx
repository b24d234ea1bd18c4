import type { FormResult } from '@studyhub/contract/forms';
import {
  type AdminQuizQuestion,
  questionBodyOf,
  questionCreate,
  questionPatch,
  quizzes,
  type Subject,
} from '@studyhub/contract/quiz';
import { type FormEvent, useId, useState } from 'react';
import { CancelForm, Dialog, DialogButtons } from '../../../components/ui/dialog';
import { failureMessage } from '../../../lib/api-client';
import { useCreateQuizQuestion } from '../api/create-quiz-question';
import { useUpdateQuizQuestion } from '../api/update-quiz-question';

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

const problemFields = ['topic', 'question', 'code', 'options', 'answer', 'explanation'] as const;
type Problems = Partial<Record<(typeof problemFields)[number], string>>;

/** The field a refusal is about, when the form shows it beside one (`options.2` is the options'). */
const problemFieldOf = (field: string | undefined) =>
  problemFields.find((known) => known === field?.split('.')[0]);

function ProblemText({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
}

/** The page the question forms post to, and their names (`FormResult.form`), decision 35. */
export const questionsPage = (subject: Subject) => `/admin/quiz-questions?subject=${subject}`;
export const questionFormNames = { create: 'question-new', edit: 'question-edit' } as const;

/** What a form did, in the words the page says it with: `Added java-041.` */
export const doneTexts = {
  added: (id: string) => `Added ${id}.`,
  saved: (id: string) => `Saved ${id}.`,
  retired: (id: string) => `Retired ${id}.`,
  restored: (id: string) => `Restored ${id}.`,
} as const;
export type DoneAction = keyof typeof doneTexts;

/** What the form starts with: the question's own, or what was typed in a refused post. */
function startingTexts(question: AdminQuizQuestion | undefined, served: FormResult | undefined) {
  if (served) {
    const { values } = served;
    const answer = Number.parseInt(values.answer ?? '', 10);
    return {
      topic: values.topic ?? '',
      question: values.question ?? '',
      code: values.code ?? '',
      options: [0, 1, 2, 3].map((place) => values[`options.${place}`] ?? ''),
      answer: answer >= 0 && answer <= 3 ? answer : null,
      explanation: values.explanation ?? '',
    };
  }
  return {
    topic: question?.topic ?? '',
    question: question?.question ?? '',
    code: question?.code ?? '',
    options: question?.options ?? ['', '', '', ''],
    answer: question?.answer ?? null,
    explanation: question?.explanation ?? '',
  };
}

/**
 * Writes a new question or fixes one: the question, an optional code block, four options with the
 * right one chosen by a radio, and the explanation of the right answer (for operators: the review
 * after a pass never shows it, decision 37). Without the script (decision 35) the server draws it
 * open when asked in the address, and its form posts to the page; `served` is that form refused,
 * with what was typed and why.
 */
export function QuestionFormDialog({
  subject,
  topics,
  question,
  served,
  onClose,
  onSaved,
}: {
  subject: Subject;
  topics: { id: string; name: string }[];
  /** The question to fix; a new one when absent. */
  question?: AdminQuizQuestion;
  served?: FormResult | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const create = useCreateQuizQuestion();
  const update = useUpdateQuizQuestion(question?.id ?? '');
  const saving = question ? update : create;
  const [start] = useState(() => startingTexts(question, served));
  const [topic, setTopic] = useState(start.topic);
  const [text, setText] = useState(start.question);
  const [code, setCode] = useState(start.code);
  const [options, setOptions] = useState<string[]>(start.options);
  const [answer, setAnswer] = useState<number | null>(start.answer);
  const [explanation, setExplanation] = useState(start.explanation);
  const servedField = problemFieldOf(served?.error?.field);
  const [problems, setProblems] = useState<Problems>(() =>
    served?.error && servedField ? { [servedField]: served.error.message } : {},
  );
  const servedFailure =
    served?.error && !servedField && !saving.isPending ? served.error.message : undefined;
  const id = useId();
  const cancelForm = `${id}-cancel`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = questionBodyOf({ question: text, code, options, answer, explanation });
    if (question) {
      const checked = questionPatch.safeParse(fields);
      if (!checked.success) return report(checked.error.issues);
      setProblems({});
      update.mutate(checked.data, { onSuccess: () => onSaved(doneTexts.saved(question.id)) });
    } else {
      const checked = questionCreate.safeParse({ ...fields, subject, topic });
      if (!checked.success) return report(checked.error.issues);
      setProblems({});
      create.mutate(checked.data, { onSuccess: (created) => onSaved(doneTexts.added(created.id)) });
    }
  }

  /** Shows each field's first problem beside it. */
  function report(issues: { path: PropertyKey[]; message: string }[]) {
    const found: Problems = {};
    for (const issue of issues) {
      const field = String(issue.path[0] ?? 'question') as keyof Problems;
      found[field] ??= issue.message;
    }
    setProblems(found);
  }

  const described = (field: keyof Problems) => ({
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${id}-${field}-error` : undefined,
  });

  return (
    <Dialog
      title={question ? `Edit ${question.id}` : `New ${quizzes[subject].title} question`}
      description={
        <p>
          New attempts use it at once. The options are shuffled for every student, so none may refer
          to another or to a position.
        </p>
      }
      busy={saving.isPending}
      onClose={onClose}
    >
      <form
        method="post"
        action={questionsPage(subject)}
        onSubmit={submit}
        noValidate
        className="mt-4 space-y-4"
      >
        <input
          type="hidden"
          name="form"
          value={question ? questionFormNames.edit : questionFormNames.create}
        />
        <input type="hidden" name="subject" value={subject} />
        {question && <input type="hidden" name="item" value={question.id} />}
        {!question && (
          <div>
            <label htmlFor={`${id}-topic`} className="block text-sm font-medium text-slate-800">
              Topic
            </label>
            <select
              id={`${id}-topic`}
              name="topic"
              value={topic}
              onChange={(event) => setTopic(event.target.value)}
              className={fieldClass}
              {...described('topic')}
            >
              <option value="">Choose a topic</option>
              {topics.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
            <ProblemText id={`${id}-topic-error`} text={problems.topic} />
          </div>
        )}
        <div>
          <label htmlFor={`${id}-question`} className="block text-sm font-medium text-slate-800">
            Question
          </label>
          <textarea
            id={`${id}-question`}
            name="question"
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={3}
            className={fieldClass}
            {...described('question')}
          />
          <ProblemText id={`${id}-question-error`} text={problems.question} />
        </div>
        <div>
          <label htmlFor={`${id}-code`} className="block text-sm font-medium text-slate-800">
            Code (optional)
          </label>
          <textarea
            id={`${id}-code`}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            rows={5}
            spellCheck={false}
            className={`${fieldClass} font-mono text-sm`}
            {...described('code')}
          />
          <ProblemText id={`${id}-code-error`} text={problems.code} />
        </div>
        <fieldset
          aria-describedby={problems.options || problems.answer ? `${id}-options-error` : undefined}
        >
          <legend className="text-sm font-medium text-slate-800">
            Options (choose the right one)
          </legend>
          {options.map((option, index) => (
            // The four places are fixed, so the index is the option's identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index} className="mt-2 flex items-center gap-2">
              <input
                type="radio"
                name="answer"
                value={index}
                checked={answer === index}
                onChange={() => setAnswer(index)}
                aria-label={`Option ${index + 1} is the right answer`}
                className="size-4"
              />
              <input
                type="text"
                name={`options.${index}`}
                value={option}
                onChange={(event) =>
                  setOptions(
                    options.map((value, place) => (place === index ? event.target.value : value)),
                  )
                }
                aria-label={`Option ${index + 1}`}
                aria-invalid={problems.options ? true : undefined}
                className={`${fieldClass} mt-0`}
              />
            </div>
          ))}
          <ProblemText id={`${id}-options-error`} text={problems.options ?? problems.answer} />
        </fieldset>
        <div>
          <label htmlFor={`${id}-explanation`} className="block text-sm font-medium text-slate-800">
            Explanation of the right answer (not shown to students)
          </label>
          <textarea
            id={`${id}-explanation`}
            name="explanation"
            value={explanation}
            onChange={(event) => setExplanation(event.target.value)}
            rows={3}
            className={fieldClass}
            {...described('explanation')}
          />
          <ProblemText id={`${id}-explanation-error`} text={problems.explanation} />
        </div>
        {(saving.error || servedFailure) && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {saving.error ? failureMessage(saving.error) : servedFailure}
          </p>
        )}
        <DialogButtons
          busy={saving.isPending}
          busyText="Saving..."
          confirmText={question ? 'Save question' : 'Add question'}
          onCancel={onClose}
          cancelForm={cancelForm}
        />
      </form>
      <CancelForm id={cancelForm} href={questionsPage(subject)} />
    </Dialog>
  );
}
