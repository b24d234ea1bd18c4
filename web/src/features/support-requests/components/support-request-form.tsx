import { requestTexts } from '@studyhub/contract/requests';
import { type FormEvent, Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
import { useFormResult } from '../../../lib/form-result';
import { useSubmitSupportRequest } from '../api/submit-support-request';
import type { SupportRequestKind } from '../support-request-kind';

/**
 * A support request form (contact, refund), written once from its kind (decision 60). A real form
 * that posts to the page (decision 35); with the script, it is checked with the server's rules and
 * sent in the page. Each problem is shown under its field, and focus goes to the first one.
 */
export function SupportRequestForm<Field extends string>({
  kind,
  defaults,
  slot,
  onSubmitted,
}: {
  kind: SupportRequestKind<Field>;
  /** The signed-in user's name and email, to save typing; both can be changed. */
  defaults?: { name: string; email: string } | undefined;
  /** Shown before the kind's `slotBefore` field; `fill` sets the fields the form holds. */
  slot?: ((fill: (values: Partial<Record<Field, string>>) => void) => ReactNode) | undefined;
  /** Told once the request is stored, with its id. */
  onSubmitted?: ((requestId: string) => void) | undefined;
}) {
  const names = kind.fields.map((field) => field.name);
  const request = useSubmitSupportRequest(kind.endpoint);
  // Sent without the script: the server renders the page with the error and what was typed, or
  // with the stored request's id.
  const served = useFormResult(kind.form);
  const servedField = names.find((name) => name === served?.error?.field);
  const typed: Partial<Record<string, string>> = served?.values ?? {};
  const [held, setHeld] = useState(
    () =>
      Object.fromEntries(
        kind.fields
          .filter((field) => field.held)
          .map((field) => [field.name, typed[field.name] ?? '']),
      ) as Partial<Record<Field, string>>,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(() =>
    servedField && served?.error
      ? ({ [servedField]: served.error.message } as Partial<Record<Field, string>>)
      : {},
  );
  const [failure, setFailure] = useState<string | null>(() =>
    served?.error && !servedField ? served.error.message : null,
  );
  const [requestId, setRequestId] = useState<string | null>(
    (kind.thanks && served?.done?.requestId) || null,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  // The form is gone; take focus to what replaced it so it is read out.
  useEffect(() => {
    if (requestId) thanksRef.current?.focus();
  }, [requestId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')]));
    setFailure(null);
    const body = kind.body.safeParse(values);
    if (!body.success) {
      const found = fieldErrors<Field>(body.error.issues);
      setErrors(found);
      const first = names.find((name) => found[name]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    try {
      const answer = await request.mutateAsync(body.data);
      if (kind.thanks) setRequestId(answer.requestId);
      onSubmitted?.(answer.requestId);
    } catch (error) {
      setFailure(serverMessage(error) ?? '');
    }
  }

  const clearError = (name: Field) => () => {
    if (errors[name]) setErrors({ ...errors, [name]: undefined });
  };

  function fill(values: Partial<Record<Field, string>>) {
    setHeld((current) => ({ ...current, ...values }));
    const cleared = Object.fromEntries(Object.keys(values).map((name) => [name, undefined]));
    setErrors({ ...errors, ...cleared });
  }

  if (requestId && kind.thanks) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900"
      >
        {kind.thanks(requestId)}
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={kind.action}
      noValidate
      onSubmit={submit}
      aria-labelledby={kind.heading.id}
    >
      <h2 id={kind.heading.id} className="text-xl font-bold text-slate-900">
        {kind.heading.text}
      </h2>
      <p className="mt-1 text-sm text-slate-600">All fields are required.</p>

      {failure !== null && (
        <div
          role="alert"
          className="mt-5 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          <p>{requestTexts.submitFailure}</p>
          {failure && <p className="mt-1 font-normal">{failure}</p>}
        </div>
      )}

      <fieldset disabled={request.isPending} className="mt-5 space-y-4">
        <legend className="sr-only">{kind.legend}</legend>
        {kind.fields.map(({ prefilled, held: isHeld, ...field }) => {
          const name = field.name;
          const filled = prefilled ? defaults?.[name as 'name' | 'email'] : undefined;
          const value = isHeld
            ? {
                value: held[name] ?? '',
                onChange: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
                  const typedValue = event.currentTarget.value;
                  setHeld((current) => ({ ...current, [name]: typedValue }));
                  clearError(name)();
                },
              }
            : { defaultValue: typed[name] ?? filled, onChange: clearError(name) };
          return (
            <Fragment key={name}>
              {slot && kind.slotBefore === name && slot(fill)}
              <FormField
                {...field}
                {...value}
                autoFocus={servedField === name}
                error={errors[name]}
              />
            </Fragment>
          );
        })}
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-700 sm:w-auto sm:px-8"
        >
          {request.isPending ? kind.submit.pending : kind.submit.idle}
        </button>
      </fieldset>
    </form>
  );
}
