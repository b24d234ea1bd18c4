import type { TestimonialKind } from '@studyhub/contract/testimonials';
import { useId } from 'react';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useSetPublished } from '../api/set-published';

/** Shows a draft on the site or hides a published one; a refusal is shown beside the button. */
export function PublishEntryButton({
  kind,
  id,
  name,
  published,
}: {
  kind: TestimonialKind;
  id: string;
  name: string;
  published: boolean;
}) {
  const change = useSetPublished(kind);
  const errorId = useId();
  const error = change.error;
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
        disabled={change.isPending}
        aria-describedby={message ? errorId : undefined}
        aria-label={`${published ? 'Unpublish' : 'Publish'} ${name}`}
        onClick={() => change.mutate({ id, published: !published })}
        className={`rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-inset disabled:opacity-60 ${
          published
            ? 'text-slate-800 ring-slate-300 hover:bg-slate-50'
            : 'bg-emerald-700 text-white ring-emerald-700 hover:bg-emerald-800'
        }`}
      >
        {change.isPending ? 'Saving...' : published ? 'Unpublish' : 'Publish'}
      </button>
      {message && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
