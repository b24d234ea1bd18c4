import { maxSearchLength } from '@studyhub/contract/constants';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import {
  ApplyFiltersButton,
  FilterPanel,
  FilterSelect,
  priceOptions,
} from '../../../components/ui/filter-panel';
import { cardEagerness, type Eagerness } from '../../../components/ui/item-image';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { listPage } from '../../../components/ui/page-width';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { useDocumentTitle } from '../../../lib/document-title';
import { HydrateLater } from '../../../lib/hydrate-later';
import { Link } from '../../../lib/link';
import { matchLine } from '../../../lib/match-line';
import { useListSearch } from '../../../lib/use-list-search';

/** A page of a catalog list, as every kind's list endpoint answers it (contract/catalog.ts). */
interface ListAnswer {
  total: number;
  page: number;
  pageSize: number;
  facets: { all: number; subjects: string[] };
}

/** One filter of a list: a choice among what its answer's facets offer. */
export interface ListFilter<Facets> {
  label: string;
  allLabel: string;
  options: (facets: Facets | undefined) => readonly { value: string; label: string }[];
}

export const subjectFilter: ListFilter<{ subjects: string[] }> = {
  label: 'Subject',
  allLabel: 'All subjects',
  options: (facets) =>
    (facets?.subjects ?? []).map((subject) => ({ value: subject, label: subject })),
};

export const priceFilter: ListFilter<unknown> = {
  label: 'Price',
  allLabel: 'Free and paid',
  options: () => priceOptions,
};

/** What one catalog kind's list page is made of; the rest of the page is the same for every kind. */
export interface ItemList<
  Answer extends ListAnswer,
  Item extends { id: string },
  Filter extends string,
> {
  /** The kind's plural as the page says it ('notes'): its search, counts and empty states. */
  noun: string;
  /** The page's heading, its document title and its results' label ('Notes'). */
  title: string;
  /** The document's description. */
  description: string;
  /** The line under the heading. */
  intro: string;
  /** The list's own address, which its search form loads (decision 35). */
  path: string;
  searchPlaceholder: string;
  /** The filters in the order they are shown, as the address names them (the route table's). */
  filterNames: readonly Filter[];
  filters: Record<Filter, ListFilter<Answer['facets']>>;
  /** The kind's list query, which keeps the last answer while the next one loads. */
  useList: (params: { q: string; page: number } & Record<Filter, string>) => UseQueryResult<Answer>;
  items: (answer: Answer) => Item[];
  card: (item: Item, eager: Eagerness) => ReactNode;
}

/**
 * A catalog kind's list page (/notes, /projects): its items as cards, searched and filtered on the
 * server. The search, filters and page live in the address (?q=&subject=&page=...), so a reload,
 * Back or a shared link shows the same list, and the search box and filters are one form that loads
 * that address (decision 35).
 *
 * A list with a `sidebar` (the notes' every name) keeps its filters in that sidebar beside the
 * results, tied to the search form by its id; a list without one has them in a row beside the
 * search box, inside the form.
 */
export function ItemListScreen<
  Answer extends ListAnswer,
  Item extends { id: string },
  Filter extends string,
>({ kind, sidebar }: { kind: ItemList<Answer, Item, Filter>; sidebar?: ReactNode }) {
  const { noun, title } = kind;
  useDocumentTitle(title, kind.description);
  const filtersHeadingId = useId();
  const searchFormId = useId();
  const search = useListSearch(kind.filterNames);
  const { filters } = search;
  const { data, error, isError, isPending, isPlaceholderData, refetch, isRefetching } =
    kind.useList({ q: search.q, ...filters, page: search.page });

  useEffect(() => {
    // Spec section 8 logs a failed list fetch; the visitor is now told too, with a way to retry.
    if (error) console.error(`Error fetching ${noun}`, error);
  }, [error, noun]);

  const filtered = search.activeFilters > 0;
  const items = data ? kind.items(data) : [];
  // In the sidebar the filters stand outside the form's element and belong to it by its id.
  const form = sidebar ? searchFormId : undefined;
  const filterFields = (
    <>
      {kind.filterNames.map((name) => (
        <FilterSelect
          key={name}
          label={kind.filters[name].label}
          name={name}
          form={form}
          allLabel={kind.filters[name].allLabel}
          value={filters[name]}
          onChange={(value) => search.setFilter(name, value)}
          options={kind.filters[name].options(data?.facets)}
        />
      ))}
      <ApplyFiltersButton form={form} />
    </>
  );
  const searchBox = (
    <SearchBox
      label={`Search ${noun}`}
      name="q"
      maxLength={maxSearchLength}
      value={search.text}
      onChange={search.setText}
      placeholder={kind.searchPlaceholder}
      submitLabel="Search"
    />
  );
  const results = (
    <section aria-label={title} aria-busy={isPlaceholderData} className={sidebar ? 'mt-5' : 'mt-6'}>
      {isPending ? (
        <LoadingMessage />
      ) : isError ? (
        <LoadError
          what={`the ${noun}`}
          error={error}
          onRetry={() => refetch()}
          retrying={isRefetching}
        />
      ) : items.length === 0 ? (
        <p role="status" className="rounded-2xl bg-white px-4 py-10 text-center text-slate-700">
          {data.facets.all === 0
            ? `No ${noun} are available right now. Please check back soon.`
            : `No ${noun} match your search.`}
        </p>
      ) : (
        <>
          <p role="status" className="mb-4 text-sm text-slate-600">
            {matchLine({
              noun,
              total: data.total,
              all: data.facets.all,
              q: search.q,
              filtered,
            })}
          </p>
          {/* Beside a sidebar the results are narrower: three cards a row only on wide screens. */}
          <ul
            className={`grid gap-5 sm:grid-cols-2 ${sidebar ? 'xl:grid-cols-3' : 'lg:grid-cols-3'}`}
          >
            {items.map((item, index) => (
              <HydrateLater key={item.id}>
                <li>{kind.card(item, cardEagerness(index))}</li>
              </HydrateLater>
            ))}
          </ul>
          <Pagination
            label={`Pages of ${noun}`}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            hrefFor={search.pageHref}
          />
        </>
      )}
    </section>
  );

  return (
    <div className={listPage}>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-slate-700">{kind.intro}</p>
      </header>
      {sidebar ? (
        <div
          className={
            isError
              ? 'mt-6'
              : 'mt-6 grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)] md:items-start lg:grid-cols-[18rem_minmax(0,1fr)]'
          }
        >
          {/* Without the list there is nothing to filter, and the sidebar could not say so. */}
          {!isError && (
            <FilterPanel active={search.activeFilters} className="md:sticky md:top-20">
              <div className="space-y-4">
                {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would add a border and legend quirks; a labelled group says the same */}
                <div
                  role="group"
                  aria-labelledby={filtersHeadingId}
                  className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <h2
                    id={filtersHeadingId}
                    className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
                  >
                    Filters
                  </h2>
                  {filterFields}
                  {filtered && (
                    <Link
                      to={search.clearFiltersHref}
                      preventScrollReset
                      className="block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      Clear filters
                    </Link>
                  )}
                </div>
                {sidebar}
              </div>
            </FilterPanel>
          )}
          <div className="min-w-0">
            {/* biome-ignore lint/a11y/useSemanticElements: jsdom, which the tests run in, has no <search> yet */}
            <form
              id={searchFormId}
              role="search"
              method="get"
              action={kind.path}
              onSubmit={search.submit}
            >
              {searchBox}
            </form>
            {results}
          </div>
        </div>
      ) : (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: jsdom, which the tests run in, has no <search> yet */}
          <form
            role="search"
            method="get"
            action={kind.path}
            onSubmit={search.submit}
            className="mt-6 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-start"
          >
            {searchBox}
            {!isError && (
              <FilterPanel active={search.activeFilters} className="md:col-span-2">
                <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2 md:border-0 md:bg-transparent md:p-0 md:shadow-none">
                  {filterFields}
                </div>
              </FilterPanel>
            )}
          </form>
          {results}
        </>
      )}
    </div>
  );
}
