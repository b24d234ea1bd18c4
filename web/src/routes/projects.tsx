import { maxSearchLength } from '@studyhub/contract/constants';
import { useEffect } from 'react';
import {
  ApplyFiltersButton,
  FilterPanel,
  FilterSelect,
  priceOptions,
} from '../components/ui/filter-panel';
import { cardEagerness } from '../components/ui/item-image';
import { LoadError } from '../components/ui/load-error';
import { LoadingMessage } from '../components/ui/loading-message';
import { listPage } from '../components/ui/page-width';
import { Pagination } from '../components/ui/pagination';
import { SearchBox } from '../components/ui/search-box';
import { projectsFilterNames, useProjects } from '../features/projects/api/get-projects';
import { ProjectCard } from '../features/projects/components/project-card';
import { useDocumentTitle } from '../lib/document-title';
import { HydrateLater } from '../lib/hydrate-later';
import { matchLine } from '../lib/match-line';
import { useListSearch } from '../lib/use-list-search';

/**
 * /projects: every project's source code for sale, as cards, searched and filtered on the server;
 * the search, filters and page live in the address (?q=&subject=&price=&page=), and the search
 * box and filters are one form that loads it (decision 35).
 */
export function ProjectsScreen() {
  useDocumentTitle(
    'Projects',
    'Complete student project source code with setup guides: web, Android, Python, Java and machine learning projects.',
  );
  const search = useListSearch(projectsFilterNames);
  const { filters } = search;
  const { data, error, isError, isPending, isPlaceholderData, refetch, isRefetching } = useProjects(
    { q: search.q, ...filters, page: search.page },
  );

  useEffect(() => {
    // Like the notes list: a failed fetch is logged, and the visitor told so with a way to retry.
    if (error) console.error('Error fetching projects', error);
  }, [error]);

  const filtered = search.activeFilters > 0;

  return (
    <div className={listPage}>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Projects</h1>
        <p className="mt-2 text-slate-700">
          Complete, working projects with their source code and a setup guide, ready to study, run
          and present.
        </p>
      </header>
      {/* biome-ignore lint/a11y/useSemanticElements: jsdom, which the tests run in, has no <search> yet */}
      <form
        role="search"
        method="get"
        action="/projects"
        onSubmit={search.submit}
        className="mt-6 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-start"
      >
        <SearchBox
          label="Search projects"
          name="q"
          maxLength={maxSearchLength}
          value={search.text}
          onChange={search.setText}
          placeholder="Search projects, e.g. Django or Android"
          submitLabel="Search"
        />
        {!isError && (
          <FilterPanel active={search.activeFilters} className="md:col-span-2">
            <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2 md:border-0 md:bg-transparent md:p-0 md:shadow-none">
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
        )}
      </form>
      <section aria-label="Projects" aria-busy={isPlaceholderData} className="mt-6">
        {isPending ? (
          <LoadingMessage />
        ) : isError ? (
          <LoadError
            what="the projects"
            error={error}
            onRetry={() => refetch()}
            retrying={isRefetching}
          />
        ) : data.projects.length === 0 ? (
          <p role="status" className="rounded-2xl bg-white px-4 py-10 text-center text-slate-700">
            {data.facets.all === 0
              ? 'No projects are available right now. Please check back soon.'
              : 'No projects match your search.'}
          </p>
        ) : (
          <>
            <p role="status" className="mb-4 text-sm text-slate-600">
              {matchLine({
                noun: 'projects',
                total: data.total,
                all: data.facets.all,
                q: search.q,
                filtered,
              })}
            </p>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {data.projects.map((project, index) => (
                <HydrateLater key={project.id}>
                  <li>
                    <ProjectCard project={project} eager={cardEagerness(index)} />
                  </li>
                </HydrateLater>
              ))}
            </ul>
            <Pagination
              label="Pages of projects"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              hrefFor={search.pageHref}
            />
          </>
        )}
      </section>
    </div>
  );
}
