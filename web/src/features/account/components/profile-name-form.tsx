import { updateProfileBody } from '@studyhub/contract/account';
import type { User } from '@studyhub/contract/auth';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { buttonClass, ErrorMessage, SectionCard, StatusMessage } from './section-card';

/** Changes the name shown on the site (certificates keep the name printed on them). */
export function ProfileNameForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    update.reset();
    const body = updateProfileBody.safeParse({
      name: String(new FormData(event.currentTarget).get('name') ?? ''),
    });
    if (!body.success) return setError(body.error.issues[0]?.message ?? 'Please check the name.');
    try {
      onSaved((await update.mutateAsync(body.data)).user);
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Your name could not be saved. Please try again.');
    }
  }

  return (
    <SectionCard title="Profile" description={`Signed in as ${user.email}.`}>
      <form noValidate onSubmit={submit}>
        <fieldset disabled={update.isPending} className="space-y-4">
          <legend className="sr-only">Profile</legend>
          <FormField
            label="Full Name"
            name="name"
            defaultValue={user.name}
            autoComplete="name"
            maxLength={80}
            required
            error={error ?? undefined}
          />
          <button type="submit" className={buttonClass}>
            {update.isPending ? 'Saving...' : 'Save name'}
          </button>
        </fieldset>
      </form>
      {update.isSuccess && <StatusMessage>{update.data.message}</StatusMessage>}
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </SectionCard>
  );
}
