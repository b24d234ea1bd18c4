import { maxSearchLength } from '@studyhub/contract/constants';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { SearchBox } from '../../../components/ui/search-box';
import { useListSearch } from '../../../lib/use-list-search';
import { useTools } from '../api/get-tools';
import { ToolCard } from './tool-card';

function resultLine(shown: number, total: number, searching: boolean) {
  if (total === 0) return 'No tools are available right now.';
  if (!searching) return total === 1 ? '1 tool' : `${total} tools`;
  if (shown === 0) return 'No tools match your search.';
  return `${shown} of ${total} tools match your search.`;
}

const noFilters = [] as const;

/**
 * The /tools search and cards, with loading, error and empty states. The cards follow the box as
 * it is typed in; the search is also kept in the address (?q=), and the box is a form that loads
 * it, so it works without the script too (decision 35).
 */
export function ToolList({ signedIn }: { signedIn: boolean }) {
  const { data: tools, isError, error, isPending, refetch, isRefetching } = useTools();
  const search = useListSearch(noFilters);

  if (isPending) return <LoadingMessage />;
  if (isError) {
    return (
      <LoadError what="the tools" error={error} onRetry={() => refetch()} retrying={isRefetching} />
    );
  }

  const wanted = search.text.trim().toLocaleLowerCase('en-IN');
  const shown = tools.filter((tool) => tool.name.toLocaleLowerCase('en-IN').includes(wanted));

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: jsdom, which the tests run in, has no <search> yet */}
      <form
        role="search"
        method="get"
        action="/tools"
        onSubmit={search.submit}
        className="mb-4 max-w-md"
      >
        <SearchBox
          label="Search tools by name"
          name="q"
          maxLength={maxSearchLength}
          value={search.text}
          onChange={search.setText}
          placeholder="e.g. resume"
          submitLabel="Search"
        />
      </form>
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
