import { useLocation } from 'react-router';
import { ApiError, NetworkError } from '../../lib/api-client';
import { useScripted } from '../../lib/scripted';

const tryAgainClass =
  'mt-3 inline-block rounded-lg bg-white px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100';

/**
 * A list that failed to load: what failed, why in plain words, and a way to try again. Before
 * the script has started (or without it), "Try again" is a link that asks the server for the
 * same page again (decision 35); with the script it loads only what failed.
 */
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
  const scripted = useScripted();
  const { pathname, search } = useLocation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{`We could not load ${what}.`}</p>
      <p className="mt-1 text-sm">
        {error instanceof ApiError || error instanceof NetworkError
          ? error.message
          : 'Please try again in a moment.'}
      </p>
      {scripted ? (
        <button type="button" onClick={onRetry} disabled={retrying} className={tryAgainClass}>
          {retrying ? 'Trying again...' : 'Try again'}
        </button>
      ) : (
        <a href={`${pathname}${search}`} className={tryAgainClass}>
          Try again
        </a>
      )}
    </div>
  );
}
