import { useId } from 'react';
import { ApiError, NetworkError } from '../../lib/api-client';

/**
 * Publish or Unpublish, for anything an operator shows on the site or hides. A refusal is shown
 * beside the button in the server's words.
 */
export function PublishToggle({
  name,
  published,
  pending,
  error,
  onToggle,
}: {
  name: string;
  published: boolean;
  pending: boolean;
  error: unknown;
  onToggle: () => void;
}) {
  const errorId = useId();
  const message =
    error instanceof ApiError || error instanceof NetworkError
      ? error.message
      : error
        ? 'Please try again in a moment.'
        : null;
  return (
    <div>
      <button
        type="button"
        disabled={pending}
        aria-describedby={message ? errorId : undefined}
        aria-label={`${published ? 'Unpublish' : 'Publish'} ${name}`}
        onClick={onToggle}
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
    </div>
  );
}
