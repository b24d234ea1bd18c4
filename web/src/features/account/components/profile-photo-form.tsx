import type { User } from '@studyhub/contract/auth';
import {
  photoContentType,
  photoTexts,
  profilePhotoSize,
  uploadLimits,
} from '@studyhub/contract/uploads';
import { type FormEvent, type MouseEvent, useId, useRef, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { serverMessage } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { useRemovePhoto } from '../api/remove-photo';
import { useUploadPhoto } from '../api/upload-photo';
import {
  buttonClass,
  ErrorMessage,
  SectionCard,
  StatusMessage,
  secondaryButtonClass,
} from './section-card';

const limitMb = uploadLimits.photoBytes / (1024 * 1024);

/**
 * The profile photo shown in the nav bar's avatar and on the dashboard: upload (checked by the
 * server, cropped to a square) or remove, with the name's initial when there is none. A form that
 * posts the file to /account (decision 35), its button saying which; with the script, the photo
 * is sent in the page.
 */
export function ProfilePhotoForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const upload = useUploadPhoto();
  const removal = useRemovePhoto();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  // Sent without the script: the server renders this page with the outcome of either button.
  const servedUpload = useFormResult('photo');
  const servedRemoval = useFormResult('remove-photo');
  const served = servedUpload ?? servedRemoval;
  const [error, setError] = useState<string | null>(served?.error?.message ?? null);
  const [status, setStatus] = useState<string | null>(served?.done?.message ?? null);
  const busy = upload.isPending || removal.isPending;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setStatus(null);
    const file = inputRef.current?.files?.[0];
    if (!file) return setError(photoTexts.notChosen);
    const checked = photoContentType(file);
    if ('problem' in checked) return setError(checked.problem);
    try {
      const answer = await upload.mutateAsync({ file, contentType: checked.type });
      onSaved(answer.user);
      setStatus(answer.message);
      if (inputRef.current) inputRef.current.value = '';
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Your photo could not be saved. Please try again.');
    }
  }

  async function remove(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    setError(null);
    setStatus(null);
    try {
      const answer = await removal.mutateAsync();
      onSaved(answer.user);
      setStatus(answer.message);
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Your photo could not be removed. Please try again.');
    }
  }

  return (
    <SectionCard
      id="photo"
      title="Profile photo"
      description="Shown on your avatar in the menu and on your profile. Without one, the first letter of your name is shown."
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex items-center gap-3 sm:flex-col">
          <Avatar name={user.name} src={user.profilePic} size="lg" />
          <p className="text-sm text-slate-700 sm:sr-only">
            {user.profilePic ? 'Your current photo' : 'No photo yet'}
          </p>
        </div>
        <form
          method="post"
          action="/account#photo"
          encType="multipart/form-data"
          noValidate
          onSubmit={save}
          className="min-w-0 flex-1"
        >
          <fieldset disabled={busy}>
            <legend className="sr-only">Profile photo</legend>
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              Choose a photo
            </label>
            <input
              ref={inputRef}
              id={inputId}
              name="photo"
              type="file"
              accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
              // The page came back with this photo refused (decision 35): the next step is here.
              // biome-ignore lint/a11y/noAutofocus: only on a page rendered for a refused upload
              autoFocus={Boolean(servedUpload?.error)}
              onChange={() => {
                setError(null);
                setStatus(null);
              }}
              className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
            />
            <p id={hintId} className="mt-1 text-sm text-slate-600">
              {`A JPEG, PNG or WebP image, at most ${limitMb} MB. It is cropped to a square of ` +
                `${profilePhotoSize} pixels.`}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="submit" name="form" value="photo" className={buttonClass}>
                {upload.isPending ? 'Uploading...' : 'Save photo'}
              </button>
              {user.profilePic && (
                <button
                  type="submit"
                  name="form"
                  value="remove-photo"
                  onClick={remove}
                  className={secondaryButtonClass}
                >
                  {removal.isPending ? 'Removing...' : 'Remove photo'}
                </button>
              )}
            </div>
          </fieldset>
        </form>
      </div>
      {status && <StatusMessage>{status}</StatusMessage>}
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
    </SectionCard>
  );
}
