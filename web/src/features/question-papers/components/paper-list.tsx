import { maxSearchLength } from '@studyhub/contract/constants';
import {
  ApplyFiltersButton,
  FilterPanel,
  FilterSelect,
  priceOptions,
} from '../../../components/ui/filter-panel';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { useListSearch } from '../../../lib/use-list-search';
import { questionPapersFilterNames, useQuestionPapers } from '../api/get-question-papers';
import { PaperCard } from './paper-card';

function resultLine(shown: number, total: number, filtering: boolean) {
  if (total === 0) return 'No question papers are available right now.';
  if (!filtering) return total === 1 ? '1 question paper' : `${total} question papers`;
  if (shown === 0) return 'No question papers match your search.';
  return `${shown} of ${total} question papers match your search.`;
}

/**
 * The /question-paper search (spec: by name plus a year text box, now also by subject and
 * tags, ranked on the server) and the list, with loading, error and empty states. The search,
 * filters and page live in the address (?q=&subject=&year=&price=&page=), and the search box and
 * filters are one form that loads it (decision 35).
 */
export function PaperList({ signedIn }: { signedIn: boolean }) {
  const search = useListSearch(questionPapersFilterNames);
  const { filters } = search;
  const { data, isError, error, isPending, isPlaceholderData, refetch, isRefetching } =
    useQuestionPapers({ q: search.q, ...filters, page: search.page });

  const filtering = Boolean(search.q) || search.activeFilters > 0;

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: jsdom, which the tests run in, has no <search> yet */}
      <form
        role="search"
        method="get"
        action="/question-paper"
        onSubmit={search.submit}
        className="mb-4 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:items-start"
      >
        <SearchBox
          label="Search by name"
          name="q"
          maxLength={maxSearchLength}
          value={search.text}
          onChange={search.setText}
          placeholder="e.g. Operating Systems or DBMS"
          submitLabel="Search"
        />
        <FilterPanel active={search.activeFilters}>
          <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-3 md:border-0 md:bg-transparent md:p-0 md:shadow-none">
            <FilterSelect
              label="Subject"
              name="subject"
              allLabel="All subjects"
              value={filters.subject}
              onChange={(value) => search.setFilter('subject', value)}
              options={(data?.facets.subjects ?? []).map((subject) => ({
                value: subject,
                label: subject,
              }))}
            />
            <SearchBox
              label="Year"
              name="year"
              type="text"
              inputMode="numeric"
              maxLength={4}
              pattern="[0-9]{1,4}"
              title="Up to four digits, such as 2023"
              value={filters.year}
              // Digits only, as the server takes them: "202" finds every paper of the 2020s.
              onChange={(value) =>
                search.setFilter('year', value.replace(/\D/g, '').slice(0, 4), { typed: true })
              }
              placeholder="e.g. 2023"
            />
            <FilterSelect
              label="Price"
              name="price"
              allLabel="Free and paid"
              value={filters.price}
              onChange={(value) => search.setFilter('price', value)}
              options={priceOptions}
            />
            <ApplyFiltersButton />
          </div>
        </FilterPanel>
      </form>
      {isPending ? (
        <LoadingMessage />
      ) : isError ? (
        <LoadError
          what="the question papers"
          error={error}
          onRetry={() => refetch()}
          retrying={isRefetching}
        />
      ) : (
        <div aria-busy={isPlaceholderData}>
          {/* One live line, so screen-reader users hear how many papers a filter leaves. */}
          <p
            aria-live="polite"
            className={
              data.papers.length === 0
                ? 'py-8 text-center text-slate-700'
                : 'mb-4 text-sm text-slate-600'
            }
          >
            {resultLine(data.total, data.facets.all, filtering)}
          </p>
          {data.papers.length > 0 && (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.papers.map((paper) => (
                <PaperCard key={paper.id} paper={paper} signedIn={signedIn} />
              ))}
            </ul>
          )}
          <Pagination
            label="Pages of question papers"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            hrefFor={search.pageHref}
          />
        </div>
      )}
    </>
  );
}
