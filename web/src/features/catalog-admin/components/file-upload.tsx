import type { CatalogKind } from '@studyhub/contract/catalog';
import { checkFile, formatBytes, type UploadSlot, uploadedText } from '@studyhub/contract/uploads';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { useUploadFile } from '../api/upload-file';

/** The upload forms' name in a form posted without the script (`FormResult.form`). */
export const uploadFormName = 'upload';

/**
 * One file of an item (a note's PDF, a project's zip, a card image): what it takes, whether it is
 * there, and an upload with its progress. The type and size are checked before anything is sent.
 * Without the script (decision 35) it is a `multipart/form-data` form that posts to the item's
 * page, and the server draws the page again with what came of it beside the field.
 */
export function FileUpload({
  kind,
  id,
  slot,
  current,
}: {
  kind: CatalogKind;
  id: string;
  slot: UploadSlot;
  /** What is there now: 'PDF uploaded', the image's preview, 'No file uploaded yet'. */
  current: ReactNode;
}) {
  const upload = useUploadFile(kind, id, slot);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const served = useFormResult(uploadFormName);
  // This file's form: refused (what was posted names it), or stored (what was done names it).
  const servedHere =
    (served?.values.upload ?? served?.done?.upload) === slot.endpoint ? served : undefined;
  const [problem, setProblem] = useState<string | null>(() => servedHere?.error?.message ?? null);
  const [percent, setPercent] = useState(0);
  const [done, setDone] = useState<string | null>(() => servedHere?.done?.message ?? null);
  const label = `Upload the ${slot.what}`;

  function choose() {
    setProblem(null);
    setDone(null);
    upload.reset();
    const file = inputRef.current?.files?.[0];
    if (!file) return;
    const checked = checkFile(slot, file);
    if ('problem' in checked) setProblem(checked.problem);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const file = inputRef.current?.files?.[0];
    if (!file) {
      setProblem(`Choose the ${slot.what} to upload.`);
      return;
    }
    const checked = checkFile(slot, file);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setPercent(0);
    upload.mutate(
      { file, contentType: checked.contentType, onProgress: setPercent },
      {
        onSuccess: (answer) => {
          setDone(uploadedText(slot, answer));
          if (inputRef.current) inputRef.current.value = '';
        },
      },
    );
  }

  const failure = upload.error;
  const error =
    problem ??
    (failure instanceof ApiError || failure instanceof NetworkError
      ? failure.message
      : failure
        ? 'The upload failed. Please try again in a moment.'
        : null);

  return (
    <form
      method="post"
      action={`/admin/${kind}/${encodeURIComponent(id)}#item-files`}
      encType="multipart/form-data"
      onSubmit={submit}
      className="rounded-xl border border-slate-200 bg-white p-4"
      noValidate
    >
      <input type="hidden" name="form" value={uploadFormName} />
      <input type="hidden" name="upload" value={slot.endpoint} />
      <div className="text-slate-800">{current}</div>
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-slate-800">
        {slot.what.charAt(0).toUpperCase() + slot.what.slice(1)}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        name="file"
        accept={slot.accept}
        onChange={choose}
        disabled={upload.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
      />
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {`${slot.typeText.charAt(0).toUpperCase() + slot.typeText.slice(1)}, at most ` +
          `${formatBytes(slot.limitBytes)}.`}
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {upload.isPending && (
        <div className="mt-3 flex items-center gap-3">
          <progress
            value={percent}
            max={100}
            aria-label={`Uploading the ${slot.what}`}
            className="h-2 w-full max-w-xs accent-brand-600"
          />
          <span className="text-sm text-slate-700">{`${percent}%`}</span>
        </div>
      )}
      {done && (
        <p role="status" className="mt-2 text-sm font-medium text-emerald-800">
          {done}
        </p>
      )}
      <button
        type="submit"
        disabled={upload.isPending}
        className="mt-3 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {upload.isPending ? 'Uploading...' : label}
      </button>
    </form>
  );
}
