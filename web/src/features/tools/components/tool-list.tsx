import { useState } from 'react';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { SearchBox } from '../../../components/ui/search-box';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useTools } from '../api/get-tools';
import { ToolCard } from './tool-card';

function resultLine(shown: number, total: number, searching: boolean) {
  if (total === 0) return 'No tools are available right now.';
  if (!searching) return total === 1 ? '1 tool' : `${total} tools`;
  if (shown === 0) return 'No tools match your search.';
  return `${shown} of ${total} tools match your search.`;
}

/** The /tools search and cards, with loading, error and empty states. */
export function ToolList({ signedIn }: { signedIn: boolean }) {
  const { data: tools, isError, error, isPending, refetch, isRefetching } = useTools();
  const [query, setQuery] = useState('');

  if (isPending) return <LoadingMessage />;
  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-semibold">We could not load the tools.</p>
        <p className="mt-1 text-sm">
          {error instanceof ApiError || error instanceof NetworkError
            ? error.message
            : 'Please try again in a moment.'}
        </p>
        <button
          type="button"
          onClick={() => refetch()}
          disabled={isRefetching}
          className="mt-3 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100"
        >
          {isRefetching ? 'Trying again...' : 'Try again'}
        </button>
      </div>
    );
  }

  const wanted = query.trim().toLocaleLowerCase('en-IN');
  const shown = tools.filter((tool) => tool.name.toLocaleLowerCase('en-IN').includes(wanted));

  return (
    <>
      <div className="mb-4 max-w-md">
        <SearchBox
          label="Search tools by name"
          value={query}
          onChange={setQuery}
          placeholder="e.g. resume"
        />
      </div>
      {/* One live line, so screen-reader users hear how many tools the search leaves. */}
      <p
        aria-live="polite"
        className={
          shown.length === 0 ? 'py-8 text-center text-slate-700' : 'mb-4 text-sm text-slate-600'
        }
      >
        {resultLine(shown.length, tools.length, wanted !== '')}
      </p>
      {shown.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((tool) => (
            <ToolCard key={tool.id} tool={tool} signedIn={signedIn} />
          ))}
        </ul>
      )}
    </>
  );
}
