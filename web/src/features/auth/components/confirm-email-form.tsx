import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { Link } from '../../../lib/link';
import { sessionStore } from '../../../lib/storage';
import { useConfirmRegistration } from '../api/confirm-registration';
import { useAuth } from '../use-auth';

/**
 * /confirm-email?token=…: one button that makes the account of the emailed registration link
 * (decision 57). A button, not the link itself: mail programs open links to check them, and a
 * link that made the account would be used up before the student saw it.
 */
export function ConfirmEmailForm({ token }: { token: string }) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const confirm = useConfirmRegistration();
  // Sent without the script: the server renders this page with the refusal.
  const served = useFormResult('confirm-email');
  const [error, setError] = useState<{ message: string; expired: boolean } | null>(() =>
    served?.error
      ? {
          message: served.error.message,
          expired: served.error.code === 'REGISTRATION_LINK_INVALID',
        }
      : null,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      const answer = await confirm.mutateAsync({ token });
      sessionStore.saveRememberMe(false);
      login(answer.user, answer.token);
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      setError({
        message: serverMessage(failure) ?? 'Your account could not be created. Please try again.',
        expired: failure instanceof ApiError && failure.code === 'REGISTRATION_LINK_INVALID',
      });
    }
  }

  return (
    <form method="post" action="/confirm-email" onSubmit={submit} className="mt-6">
      <input type="hidden" name="token" value={token} />
      {error && (
        <div
          role="alert"
          className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {`${error.message}${error.expired ? ' ' : ''}`}
          {error.expired && (
            <Link to="/login?mode=register" className="font-semibold underline">
              Create an account
            </Link>
          )}
        </div>
      )}
      <button
        type="submit"
        disabled={confirm.isPending}
        className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-700"
      >
        {confirm.isPending ? 'Creating your account...' : 'Create my account'}
      </button>
    </form>
  );
}
