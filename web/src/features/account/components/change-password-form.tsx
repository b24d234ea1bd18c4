import { changePasswordBody } from '@studyhub/contract/account';
import { passwordRules } from '@studyhub/contract/constants';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { useChangePassword } from '../api/change-password';
import { buttonClass, ErrorMessage, SectionCard, StatusMessage } from './section-card';

const fields = ['currentPassword', 'newPassword', 'confirm'] as const;
type Field = (typeof fields)[number];

const asField = (field: string | undefined) => fields.find((known) => known === field);

/**
 * A new password, asked with the current one; this device stays signed in, the others do not.
 * A form that posts to /account (decision 35); with the script, it is sent in the page. A
 * message about one field (a wrong current password) is shown beside it.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  // Sent without the script: the server renders this page with the outcome (never a password).
  const served = useFormResult('password');
  const servedField = asField(served?.error?.field);
  const [error, setError] = useState<{ message: string; field?: Field } | null>(() =>
    served?.error
      ? { message: served.error.message, ...(servedField ? { field: servedField } : {}) }
      : null,
  );
  const [changed, setChanged] = useState<string | null>(served?.done?.message ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusNext, setFocusNext] = useState<Field | null>(null);

  // Focus goes to the field a message is about, so it is read out with it; once the form is
  // enabled again (a disabled field cannot take focus).
  useEffect(() => {
    if (!focusNext || change.isPending) return;
    setFocusNext(null);
    formRef.current?.querySelector<HTMLElement>(`[name="${focusNext}"]`)?.focus();
  }, [focusNext, change.isPending]);

  /** Says what is wrong, beside its field when it is about one. */
  function refuse(message: string, field: Field | undefined) {
    setError({ message, ...(field ? { field } : {}) });
    setFocusNext(field ?? null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setChanged(null);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const value = (name: Field) => String(form.get(name) ?? '');
    const body = changePasswordBody.safeParse({
      currentPassword: value('currentPassword'),
      newPassword: value('newPassword'),
    });
    if (!body.success) {
      const issue = body.error.issues[0];
      return refuse(
        issue?.message ?? 'Please check the form.',
        asField(String(issue?.path[0] ?? '')),
      );
    }
    if (value('newPassword') !== value('confirm')) {
      return refuse('The two new passwords do not match.', 'confirm');
    }
    try {
      const answer = await change.mutateAsync(body.data);
      formElement.reset();
      setChanged(answer.message);
    } catch (failure) {
      refuse(
        serverMessage(failure) ?? 'Your password could not be changed. Please try again.',
        failure instanceof ApiError ? asField(failure.field) : undefined,
      );
    }
  }

  const fieldError = (field: Field) => (error?.field === field ? error.message : undefined);
  return (
    <SectionCard
      id="password"
      title="Password"
      description="Changing your password signs out every other device; this one stays signed in."
    >
      <form ref={formRef} method="post" action="/account#password" noValidate onSubmit={submit}>
        <input type="hidden" name="form" value="password" />
        <fieldset disabled={change.isPending} className="space-y-4">
          <legend className="sr-only">Change password</legend>
          <FormField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            autoFocus={servedField === 'currentPassword'}
            error={fieldError('currentPassword')}
          />
          <FormField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            hint={`At least ${passwordRules.minLength} characters.`}
            autoFocus={servedField === 'newPassword'}
            error={fieldError('newPassword')}
          />
          <FormField
            label="Confirm new password"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            autoFocus={servedField === 'confirm'}
            error={fieldError('confirm')}
          />
          <button type="submit" className={buttonClass}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </button>
        </fieldset>
      </form>
      {changed && <StatusMessage>{changed}</StatusMessage>}
      {error && !error.field && <ErrorMessage>{error.message}</ErrorMessage>}
    </SectionCard>
  );
}
