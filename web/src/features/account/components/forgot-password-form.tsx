import { forgotPasswordBody } from '@studyhub/contract/account';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { Link } from '../../../lib/link';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** /forgot-password: asks for the account's email and says a link is on its way. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  // Sent without the script: the server renders this page with the outcome.
  const served = useFormResult('forgot-password');
  const [error, setError] = useState<string | null>(served?.error?.message ?? null);
  const doneMessage = request.isSuccess ? request.data.message : served?.done?.message;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const body = forgotPasswordBody.safeParse({
      email: String(new FormData(event.currentTarget).get('email') ?? ''),
    });
    if (!body.success) return setError(body.error.issues[0]?.message ?? 'Please check the form.');
    try {
      await request.mutateAsync(body.data);
    } catch (failure) {
      setError(
        serverMessage(failure) ?? 'The reset link could not be requested. Please try again.',
      );
    }
  }

  if (doneMessage) {
    return (
      <div role="status" className="mt-6 rounded-lg border border-green-300 bg-green-50 px-4 py-3">
        <p className="font-medium text-green-900">{doneMessage}</p>
        <p className="mt-2 text-sm text-green-900">
          {'Check your spam folder if it does not arrive in a few minutes. '}
          <Link to="/login" className="font-semibold underline">
            Back to login
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form method="post" action="/forgot-password" noValidate onSubmit={submit} className="mt-6">
      {error && (
        <div
          role="alert"
          className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {error}
        </div>
      )}
      <fieldset disabled={request.isPending} className="space-y-4">
        <legend className="sr-only">Forgot Password</legend>
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={served?.values.email}
          required
        />
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-700"
        >
          {request.isPending ? 'Sending...' : 'Send reset link'}
        </button>
      </fieldset>
    </form>
  );
}
