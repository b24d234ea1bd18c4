import { resetPasswordBody } from '@studyhub/contract/account';
import { passwordRules } from '@studyhub/contract/constants';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { Link } from '../../../lib/link';
import { useResetPassword } from '../api/reset-password';

type Field = 'password' | 'confirm';

/** /reset-password?token=…: chooses a new password with the emailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  // Sent without the script: the server renders this page with the outcome.
  const served = useFormResult('reset-password');
  const [error, setError] = useState<{ message: string; field?: Field; expired?: boolean } | null>(
    () => {
      const failure = served?.error;
      if (!failure) return null;
      const field =
        failure.field === 'password' || failure.field === 'confirm' ? failure.field : undefined;
      return {
        message: failure.message,
        ...(field ? { field } : {}),
        expired: failure.code === 'RESET_LINK_INVALID',
      };
    },
  );
  const doneMessage = reset.isSuccess ? reset.data.message : served?.done?.message;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const body = resetPasswordBody.safeParse({ token, password });
    if (!body.success) {
      const issue = body.error.issues[0];
      return setError({
        message: issue?.message ?? 'Please check the form.',
        ...(issue?.path[0] === 'password' ? { field: 'password' as const } : {}),
      });
    }
    if (password !== String(form.get('confirm') ?? '')) {
      return setError({ message: 'The two passwords do not match.', field: 'confirm' });
    }
    try {
      await reset.mutateAsync(body.data);
    } catch (failure) {
      setError({
        message: serverMessage(failure) ?? 'Your password could not be changed. Please try again.',
        expired: failure instanceof ApiError && failure.code === 'RESET_LINK_INVALID',
      });
    }
  }

  if (doneMessage) {
    return (
      <div role="status" className="mt-6 rounded-lg border border-green-300 bg-green-50 px-4 py-3">
        <p className="font-medium text-green-900">{doneMessage}</p>
        <Link
          to="/login"
          className="mt-3 inline-flex rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Log in
        </Link>
      </div>
    );
  }

  return (
    <form method="post" action="/reset-password" noValidate onSubmit={submit} className="mt-6">
      <input type="hidden" name="token" value={token} />
      {error && (
        <div
          role="alert"
          className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {`${error.message}${error.expired ? ' ' : ''}`}
          {error.expired && (
            <Link to="/forgot-password" className="font-semibold underline">
              Ask for a new link
            </Link>
          )}
        </div>
      )}
      <fieldset disabled={reset.isPending} className="space-y-4">
        <legend className="sr-only">Reset Password</legend>
        <FormField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${passwordRules.minLength} characters.`}
          error={error?.field === 'password' ? error.message : undefined}
        />
        <FormField
          label="Confirm new password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={error?.field === 'confirm' ? error.message : undefined}
        />
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-700"
        >
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </button>
      </fieldset>
    </form>
  );
}
