import { deleteAccountBody } from '@studyhub/contract/account';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { myDataUrl } from '../api/download-my-data';
import { ErrorMessage, SectionCard, secondaryButtonClass } from './section-card';

/** "Your data" (DPDP Act, 2023): a copy of everything held, and deleting the account. */
export function MyData({ onDeleted }: { onDeleted: (message: string) => void }) {
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const form = new FormData(event.currentTarget);
    const body = deleteAccountBody.safeParse({
      password: String(form.get('password') ?? ''),
      keepCertificates: form.get('keepCertificates') === 'on',
    });
    if (!body.success) return setError(body.error.issues[0]?.message ?? 'Please check the form.');
    try {
      onDeleted((await remove.mutateAsync(body.data)).message);
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Your account could not be deleted. Please try again.');
    }
  }

  return (
    <SectionCard
      title="Your data"
      description="Under India's Digital Personal Data Protection Act, 2023, you can have a copy of your data and have your account deleted."
    >
      {/* inline-block, as a button is, so that its padding takes room in the line. */}
      <a href={myDataUrl} download="" className={`inline-block ${secondaryButtonClass}`}>
        Download my data
      </a>

      <div className="mt-6 border-t border-slate-200 pt-6">
        <h3 className="font-semibold text-slate-900">Delete my account</h3>
        <p className="mt-1 text-sm text-slate-700">
          Your account, downloads, quiz attempts, messages and sessions are removed for good. Orders
          and receipts are kept, as tax law requires, without your name or email.
        </p>
        {!confirming ? (
          <button
            type="button"
            className="mt-3 rounded-lg bg-white px-4 py-2.5 font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50"
            onClick={() => setConfirming(true)}
          >
            Delete my account
          </button>
        ) : (
          <form
            noValidate
            onSubmit={submit}
            aria-label="Confirm account deletion"
            className="mt-3 rounded-lg border border-red-300 bg-red-50 p-4"
          >
            <fieldset disabled={remove.isPending} className="space-y-4">
              <legend className="font-medium text-red-900">
                This cannot be undone. Enter your password to delete your account.
              </legend>
              <FormField
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
              <div className="flex items-start gap-3">
                <input
                  id="keep-certificates"
                  name="keepCertificates"
                  type="checkbox"
                  className="mt-0.5 size-5 rounded border-slate-400 accent-brand-600"
                />
                <label htmlFor="keep-certificates" className="text-sm text-slate-800">
                  Keep my certificates verifiable under the name printed on them (otherwise they are
                  revoked)
                </label>
              </div>
              <div className="flex flex-wrap gap-3">
                <button
                  type="submit"
                  className="rounded-lg bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed"
                >
                  {remove.isPending ? 'Deleting...' : 'Delete my account for good'}
                </button>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => {
                    setConfirming(false);
                    setError(null);
                  }}
                >
                  Cancel
                </button>
              </div>
            </fieldset>
            {error && <ErrorMessage>{error}</ErrorMessage>}
          </form>
        )}
      </div>
    </SectionCard>
  );
}
