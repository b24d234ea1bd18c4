import {
  type AdminQuizQuestion,
  questionCreate,
  questionPatch,
  quizzes,
  type Subject,
} from '@studyhub/contract/quiz';
import { type FormEvent, useId, useState } from 'react';
import { Dialog, DialogButtons } from '../../../components/ui/dialog';
import { failureMessage } from '../../../lib/api-client';
import { useCreateQuizQuestion } from '../api/create-quiz-question';
import { useUpdateQuizQuestion } from '../api/update-quiz-question';

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

type Problems = Partial<
  Record<'topic' | 'question' | 'code' | 'options' | 'answer' | 'explanation', string>
>;

function ProblemText({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
}

/**
 * Writes a new question or fixes one: the question, an optional code block, four options with the
 * right one chosen by a radio, and the explanation of the right answer (for operators: the review
 * after a pass never shows it, decision 37).
 */
export function QuestionFormDialog({
  subject,
  topics,
  question,
  onClose,
  onSaved,
}: {
  subject: Subject;
  topics: { id: string; name: string }[];
  /** The question to fix; a new one when absent. */
  question?: AdminQuizQuestion;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const create = useCreateQuizQuestion();
  const update = useUpdateQuizQuestion(question?.id ?? '');
  const saving = question ? update : create;
  const [topic, setTopic] = useState(question?.topic ?? '');
  const [text, setText] = useState(question?.question ?? '');
  const [code, setCode] = useState(question?.code ?? '');
  const [options, setOptions] = useState<string[]>(question?.options ?? ['', '', '', '']);
  const [answer, setAnswer] = useState<number | null>(question?.answer ?? null);
  const [explanation, setExplanation] = useState(question?.explanation ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      question: text,
      code: code.trim() ? code : null,
      options,
      answer: answer ?? -1,
      explanation,
    };
    if (question) {
      const checked = questionPatch.safeParse(fields);
      if (!checked.success) return report(checked.error.issues);
      setProblems({});
      update.mutate(checked.data, { onSuccess: () => onSaved(`Saved ${question.id}.`) });
    } else {
      const checked = questionCreate.safeParse({ ...fields, subject, topic });
      if (!checked.success) return report(checked.error.issues);
      setProblems({});
      create.mutate(checked.data, { onSuccess: (created) => onSaved(`Added ${created.id}.`) });
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
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {!question && (
          <div>
            <label htmlFor={`${id}-topic`} className="block text-sm font-medium text-slate-800">
              Topic
            </label>
            <select
              id={`${id}-topic`}
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
                name={`${id}-answer`}
                checked={answer === index}
                onChange={() => setAnswer(index)}
                aria-label={`Option ${index + 1} is the right answer`}
                className="size-4"
              />
              <input
                type="text"
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
            value={explanation}
            onChange={(event) => setExplanation(event.target.value)}
            rows={3}
            className={fieldClass}
            {...described('explanation')}
          />
          <ProblemText id={`${id}-explanation-error`} text={problems.explanation} />
        </div>
        {saving.error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failureMessage(saving.error)}
          </p>
        )}
        <DialogButtons
          busy={saving.isPending}
          busyText="Saving..."
          confirmText={question ? 'Save question' : 'Add question'}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
