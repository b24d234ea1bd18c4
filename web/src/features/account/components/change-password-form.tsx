import { changePasswordBody } from '@studyhub/contract/account';
import { passwordRules } from '@studyhub/contract/constants';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { buttonClass, ErrorMessage, SectionCard, StatusMessage } from './section-card';

type Field = 'currentPassword' | 'newPassword' | 'confirm';

/** A new password, asked with the current one; this device stays signed in, the others do not. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [error, setError] = useState<{ message: string; field?: Field } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    change.reset();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const value = (name: Field) => String(form.get(name) ?? '');
    const body = changePasswordBody.safeParse({
      currentPassword: value('currentPassword'),
      newPassword: value('newPassword'),
    });
    if (!body.success) {
      const issue = body.error.issues[0];
      const field = issue?.path[0];
      return setError({
        message: issue?.message ?? 'Please check the form.',
        ...(field === 'currentPassword' || field === 'newPassword' ? { field } : {}),
      });
    }
    if (value('newPassword') !== value('confirm')) {
      return setError({ message: 'The two new passwords do not match.', field: 'confirm' });
    }
    try {
      await change.mutateAsync(body.data);
      formElement.reset();
    } catch (failure) {
      setError({
        message: serverMessage(failure) ?? 'Your password could not be changed. Please try again.',
      });
    }
  }

  const fieldError = (field: Field) => (error?.field === field ? error.message : undefined);
  return (
    <SectionCard
      title="Password"
      description="Changing your password signs out every other device; this one stays signed in."
    >
      <form noValidate onSubmit={submit}>
        <fieldset disabled={change.isPending} className="space-y-4">
          <legend className="sr-only">Change password</legend>
          <FormField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={fieldError('currentPassword')}
          />
          <FormField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            hint={`At least ${passwordRules.minLength} characters.`}
            error={fieldError('newPassword')}
          />
          <FormField
            label="Confirm new password"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            error={fieldError('confirm')}
          />
          <button type="submit" className={buttonClass}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </button>
        </fieldset>
      </form>
      {change.isSuccess && <StatusMessage>{change.data.message}</StatusMessage>}
      {error && !error.field && <ErrorMessage>{error.message}</ErrorMessage>}
    </SectionCard>
  );
}
