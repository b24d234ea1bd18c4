import {
  type AdminTestimonialEntry,
  type TestimonialKind,
  testimonialBodyOf,
  testimonialFormFields,
  testimonialInputs,
  testimonialLimits,
} from '@studyhub/contract/testimonials';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
import { useFormResult } from '../../../lib/form-result';
import { useSaveEntry } from '../api/save-entry';
import { kindInfo } from '../kinds';

type Values = Record<string, string>;

/** The form's name in a form posted without the script (`FormResult.form`). */
export const entryFormName = 'entry';

function initialValues(kind: TestimonialKind, entry: AdminTestimonialEntry | undefined): Values {
  const source = (entry ?? {}) as Record<string, string | number | undefined>;
  return Object.fromEntries(
    testimonialFormFields[kind].map((name) => [
      name,
      source[name] === undefined ? (name === 'rating' ? '5' : '') : String(source[name]),
    ]),
  );
}

const selectClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 aria-[invalid=true]:border-red-600';

/** The five ratings as a labelled select, wired like FormField. */
function RatingField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Rating
      </label>
      <select
        id={id}
        name="rating"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${selectClass} sm:max-w-xs`}
      >
        {[5, 4, 3, 2, 1].map((stars) => (
          <option key={stars} value={stars}>
            {stars === 1 ? '1 star' : `${stars} stars`}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A testimonial's or review's words, checked with the shared schema before they are sent; each
 * message is shown beside its field, the server's too.
 */
export function EntryForm({
  kind,
  entry,
  onSaved,
}: {
  kind: TestimonialKind;
  /** Absent for a new one, which is created as a draft. */
  entry?: AdminTestimonialEntry;
  onSaved: (entry: AdminTestimonialEntry) => void;
}) {
  const creating = entry === undefined;
  const save = useSaveEntry(kind, entry?.id);
  const fieldNames: readonly string[] = testimonialFormFields[kind];
  // Posted without the script and refused (decision 35): the server drew the form again with what
  // was typed and the refusal beside its field.
  const served = useFormResult(entryFormName);
  const servedError = served?.error;
  const servedField =
    servedError?.field && fieldNames.includes(servedError.field) ? servedError.field : undefined;
  const [values, setValues] = useState<Values>(() =>
    servedError ? { ...initialValues(kind, entry), ...served.values } : initialValues(kind, entry),
  );
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    servedError && servedField ? { [servedField]: servedError.message } : {},
  );
  const [failure, setFailure] = useState<string | null>(() =>
    servedError && !servedField ? servedError.message : null,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const info = kindInfo[kind];

  function showErrors(found: Record<string, string>, message: string | null) {
    flushSync(() => {
      setErrors(found);
      setFailure(message);
    });
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) first.focus();
    else if (message) formRef.current?.querySelector<HTMLElement>('[data-form-failure]')?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = testimonialInputs[kind].safeParse(testimonialBodyOf(kind, values));
    if (!body.success) {
      showErrors(fieldErrors(body.error.issues) as Record<string, string>, null);
      return;
    }
    showErrors({}, null);
    try {
      onSaved(await save.mutateAsync(body.data));
    } catch (error) {
      if (error instanceof ApiError && error.field && fieldNames.includes(error.field)) {
        showErrors({ [error.field]: error.message }, null);
      } else if (error instanceof ApiError || error instanceof NetworkError) {
        showErrors({}, error.message);
      } else {
        showErrors({}, 'Please try again in a moment.');
      }
    }
  }

  const set = (name: string) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const errorCount = Object.keys(errors).length;
  const text = (name: string, label: string, hint?: string) => (
    <FormField
      label={label}
      name={name}
      value={values[name] ?? ''}
      error={errors[name]}
      {...(hint ? { hint } : {})}
      onChange={(event) => set(name)(event.target.value)}
    />
  );
  const area = (name: string, label: string, max: number) => (
    <FormField
      multiline
      rows={5}
      label={label}
      name={name}
      value={values[name] ?? ''}
      error={errors[name]}
      hint={`At most ${max} characters (${(values[name] ?? '').trim().length} now).`}
      onChange={(event) => set(name)(event.target.value)}
    />
  );

  return (
    <form
      ref={formRef}
      method="post"
      action={creating ? `/admin/${kind}/new` : `/admin/${kind}/${encodeURIComponent(entry.id)}`}
      noValidate
      onSubmit={submit}
      className="space-y-5"
    >
      <input type="hidden" name="form" value={entryFormName} />
      {(failure !== null || errorCount > 0) && (
        <div
          role="alert"
          tabIndex={-1}
          data-form-failure
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          <p>
            {creating ? `The ${info.singular} was not created.` : 'The changes were not saved.'}
          </p>
          <p className="mt-1 font-normal">
            {failure ??
              (errorCount === 1
                ? 'One field needs a change; its message is beside it.'
                : `${errorCount} fields need a change; each message is beside its field.`)}
          </p>
        </div>
      )}
      <fieldset disabled={save.isPending} className="space-y-5">
        <legend className="sr-only">
          {creating ? `New ${info.singular}` : `Edit ${info.singular}`}
        </legend>
        {text('name', 'Name', 'As the student agreed to be named.')}
        {kind === 'testimonials' ? (
          <>
            {text('role', 'Course or role', 'Such as B.Tech CSE, 3rd year.')}
            {area('quote', 'Quote', testimonialLimits.quote)}
          </>
        ) : (
          <>
            <RatingField
              value={values.rating ?? '5'}
              error={errors.rating}
              onChange={set('rating')}
            />
            {area('text', 'Review', testimonialLimits.reviewText)}
          </>
        )}
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-700 sm:w-auto"
        >
          {save.isPending
            ? 'Saving...'
            : creating
              ? `Create ${info.singular} as a draft`
              : 'Save changes'}
        </button>
      </fieldset>
    </form>
  );
}
