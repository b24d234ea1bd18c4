import { useId } from 'react';
import { ApiError, NetworkError } from '../../lib/api-client';
import { useFormResult } from '../../lib/form-result';

/**
 * Publish or Unpublish, for anything an operator shows on the site or hides. A refusal is shown
 * beside the button in the server's words. A form that posts to its list's page (`list`, with the
 * item's id) without the script (decision 35); the script sends it in the page.
 */
export function PublishToggle({
  name,
  published,
  pending,
  error,
  onToggle,
  list,
  item,
}: {
  name: string;
  published: boolean;
  pending: boolean;
  error: unknown;
  onToggle: () => void;
  /** The list's page: /admin/notes, /admin/testimonials. */
  list: string;
  item: string;
}) {
  const errorId = useId();
  const form = published ? 'hide' : 'publish';
  // This item's toggle, posted without the script and refused: the server drew the page with why.
  const servedPublish = useFormResult('publish');
  const servedHide = useFormResult('hide');
  const served = [servedPublish, servedHide].find(
    (result) => result?.error && result.values.item === item,
  );
  const message =
    error instanceof ApiError || error instanceof NetworkError
      ? error.message
      : error
        ? 'Please try again in a moment.'
        : pending
          ? null
          : (served?.error?.message ?? null);
  return (
    <form
      method="post"
      action={list}
      onSubmit={(event) => {
        event.preventDefault();
        onToggle();
      }}
    >
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="item" value={item} />
      <button
        type="submit"
        disabled={pending}
        aria-describedby={message ? errorId : undefined}
        aria-label={`${published ? 'Unpublish' : 'Publish'} ${name}`}
        className={`rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-inset disabled:opacity-60 ${
          published
            ? 'text-slate-800 ring-slate-300 hover:bg-slate-50'
            : 'bg-emerald-700 text-white ring-emerald-700 hover:bg-emerald-800'
        }`}
      >
        {pending ? 'Saving...' : published ? 'Unpublish' : 'Publish'}
      </button>
      {message && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </form>
  );
}
