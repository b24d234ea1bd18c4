import { ApiError, NetworkError } from '../../lib/api-client';

/** A list that failed to load: what failed, why in plain words, and a way to try again. */
export function LoadError({
  what,
  error,
  onRetry,
  retrying,
}: {
  /** 'the courses', 'the tools', ... */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">We could not load {what}.</p>
      <p className="mt-1 text-sm">
        {error instanceof ApiError || error instanceof NetworkError
          ? error.message
          : 'Please try again in a moment.'}
      </p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-3 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100"
      >
        {retrying ? 'Trying again...' : 'Try again'}
      </button>
    </div>
  );
}
