import { updateProfileBody } from '@studyhub/contract/account';
import type { User } from '@studyhub/contract/auth';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { useUpdateProfile } from '../api/update-profile';
import { buttonClass, ErrorMessage, SectionCard, StatusMessage } from './section-card';

/**
 * Changes the name shown on the site (certificates keep the name printed on them). A form that
 * posts to /account (decision 35); with the script, it is sent in the page.
 */
export function ProfileNameForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const update = useUpdateProfile();
  // Sent without the script: the server renders this page with the outcome.
  const served = useFormResult('profile');
  const [error, setError] = useState<string | null>(served?.error?.message ?? null);
  const [saved, setSaved] = useState<string | null>(served?.done?.message ?? null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSaved(null);
    const body = updateProfileBody.safeParse({
      name: String(new FormData(event.currentTarget).get('name') ?? ''),
    });
    if (!body.success) return setError(body.error.issues[0]?.message ?? 'Please check the name.');
    try {
      const answer = await update.mutateAsync(body.data);
      onSaved(answer.user);
      setSaved(answer.message);
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Your name could not be saved. Please try again.');
    }
  }

  return (
    <SectionCard id="profile" title="Profile" description={`Signed in as ${user.email}.`}>
      <form method="post" action="/account#profile" noValidate onSubmit={submit}>
        <input type="hidden" name="form" value="profile" />
        <fieldset disabled={update.isPending} className="space-y-4">
          <legend className="sr-only">Profile</legend>
          <FormField
            label="Full Name"
            name="name"
            defaultValue={served?.values.name ?? user.name}
            autoComplete="name"
            maxLength={80}
            required
            autoFocus={Boolean(served?.error)}
            error={error ?? undefined}
          />
          <button type="submit" className={buttonClass}>
            {update.isPending ? 'Saving...' : 'Save name'}
          </button>
        </fieldset>
      </form>
      {saved && <StatusMessage>{saved}</StatusMessage>}
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </SectionCard>
  );
}
