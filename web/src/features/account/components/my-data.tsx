import { deleteAccountBody } from '@studyhub/contract/account';
import {
  type FormEvent,
  type MouseEvent,
  type SyntheticEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { useDeleteAccount } from '../api/delete-account';
import { myDataUrl } from '../api/download-my-data';
import { ErrorMessage, SectionCard, secondaryButtonClass } from './section-card';

// A <summary> drawn as a button: no disclosure triangle (Safari's own too).
const summaryClass = 'list-none [&::-webkit-details-marker]:hidden';

/**
 * "Your data" (DPDP Act, 2023): a copy of everything held, and deleting the account. 'Delete my
 * account' opens the confirmation as a <details> element, so it opens without the script too; the
 * confirmation is a form that posts to /account (decision 35), sent in the page with the script.
 */
export function MyData({ onDeleted }: { onDeleted: (message: string) => void }) {
  const remove = useDeleteAccount();
  // Sent without the script and refused: the server renders this page with the error.
  const served = useFormResult('delete-account');
  const [confirming, setConfirming] = useState(Boolean(served));
  const [error, setError] = useState<{ message: string; onPassword: boolean } | null>(() =>
    served?.error
      ? { message: served.error.message, onPassword: served.error.field === 'password' }
      : null,
  );
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  // What takes focus once drawn: the password (to type next) or 'Delete my account' again.
  const [focusNext, setFocusNext] = useState<'password' | 'summary' | null>(null);

  // Opened as HTML before the page was hydrated: the state starts from what the student sees.
  useLayoutEffect(() => {
    if (detailsRef.current?.open) setConfirming(true);
  }, []);

  // Once drawn, and the form enabled again (a disabled field cannot take focus).
  useEffect(() => {
    if (!focusNext || remove.isPending) return;
    setFocusNext(null);
    if (focusNext === 'summary') summaryRef.current?.focus();
    else detailsRef.current?.querySelector<HTMLElement>('[name="password"]')?.focus();
  }, [focusNext, remove.isPending]);

  function toggle(event: MouseEvent<HTMLElement>) {
    // The state decides (the browser's toggle event would come a task later).
    event.preventDefault();
    if (!confirming) setFocusNext('password');
    setConfirming(!confirming);
  }

  function cancel(event: MouseEvent<HTMLAnchorElement>) {
    // Without the script, the link reloads the page with the confirmation closed.
    event.preventDefault();
    setFocusNext('summary');
    setConfirming(false);
    setError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const form = new FormData(event.currentTarget);
    const body = deleteAccountBody.safeParse({
      password: String(form.get('password') ?? ''),
      keepCertificates: form.get('keepCertificates') === 'on',
    });
    if (!body.success) {
      setFocusNext('password');
      return setError({
        message: body.error.issues[0]?.message ?? 'Please check the form.',
        onPassword: body.error.issues[0]?.path[0] === 'password',
      });
    }
    try {
      onDeleted((await remove.mutateAsync(body.data)).message);
    } catch (failure) {
      const onPassword = failure instanceof ApiError && failure.field === 'password';
      if (onPassword) setFocusNext('password');
      setError({
        message: serverMessage(failure) ?? 'Your account could not be deleted. Please try again.',
        onPassword,
      });
    }
  }

  return (
    <SectionCard
      id="your-data"
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
        <details
          ref={detailsRef}
          open={confirming}
          // The browser may open it too (find in page opens a closed <details> holding a match).
          onToggle={(event: SyntheticEvent<HTMLDetailsElement>) =>
            setConfirming(event.currentTarget.open)
          }
          className="group/delete mt-3"
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a <summary> is its <details>' own button */}
          <summary
            ref={summaryRef}
            onClick={toggle}
            className={`inline-block cursor-pointer rounded-lg bg-white px-4 py-2.5 font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50 group-open/delete:hidden ${summaryClass}`}
          >
            Delete my account
          </summary>
          <form
            method="post"
            action="/account#your-data"
            noValidate
            onSubmit={submit}
            aria-label="Confirm account deletion"
            className="rounded-lg border border-red-300 bg-red-50 p-4"
          >
            <input type="hidden" name="form" value="delete-account" />
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
                autoFocus={Boolean(served?.error)}
                error={error?.onPassword ? error.message : undefined}
              />
              <div className="flex items-start gap-3">
                <input
                  id="keep-certificates"
                  name="keepCertificates"
                  type="checkbox"
                  defaultChecked={served?.values.keepCertificates === 'on'}
                  className="mt-0.5 size-5 rounded border-slate-400 accent-brand-600"
                />
                <label htmlFor="keep-certificates" className="text-sm text-slate-800">
                  Keep my certificates verifiable under the name printed on them (otherwise they are
                  revoked)
                </label>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <button
                  type="submit"
                  className="rounded-lg bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed"
                >
                  {remove.isPending ? 'Deleting...' : 'Delete my account for good'}
                </button>
                {/* biome-ignore lint/a11y/useValidAnchor: a link before the script (the page again, closed); closed in place with it */}
                <a href="/account#your-data" onClick={cancel} className={secondaryButtonClass}>
                  Cancel
                </a>
              </div>
            </fieldset>
            {error && !error.onPassword && <ErrorMessage>{error.message}</ErrorMessage>}
          </form>
        </details>
      </div>
    </SectionCard>
  );
}
