import { maxSearchLength } from '@studyhub/contract/constants';
import { useEffect, useId } from 'react';
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
import { notesFilterNames, useAllNotes, useNotes } from '../features/notes/api/get-notes';
import { NoteCard } from '../features/notes/components/note-card';
import { NotesSidebar } from '../features/notes/components/notes-sidebar';
import { useDocumentTitle } from '../lib/document-title';
import { HydrateLater } from '../lib/hydrate-later';
import { Link } from '../lib/link';
import { matchLine } from '../lib/match-line';
import { useListSearch } from '../lib/use-list-search';

/**
 * /notes: the notes as cards, searched and filtered on the server (name, subject, description
 * and tags, best match first). The search, filters and page live in the address
 * (?q=&subject=&semester=&price=&page=), so a reload, Back or a shared link shows the same list.
 * The search box and the filters in the sidebar are one form that loads that address (decision 35).
 */
export function NotesScreen() {
  useDocumentTitle(
    'Notes',
    'Handwritten study notes for engineering and computer science students: free and paid PDFs with a preview of the first pages.',
  );
  const filtersHeadingId = useId();
  const searchFormId = useId();
  const search = useListSearch(notesFilterNames);
  const { filters } = search;
  const { data, error, isError, isPending, isPlaceholderData, refetch, isRefetching } = useNotes({
    q: search.q,
    ...filters,
    page: search.page,
  });
  const allNotes = useAllNotes();

  useEffect(() => {
    // Spec section 8 logs a failed list fetch; the visitor is now told too, with a way to retry.
    if (error) console.error('Error fetching notes', error);
  }, [error]);

  const facets = data?.facets;
  const filtered = search.activeFilters > 0;

  return (
    <div className={listPage}>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Notes</h1>
        <p className="mt-2 text-slate-700">
          Clear, exam-focused handwritten notes for your subjects. Open a note to see its topics,
          preview the first pages and download it.
        </p>
      </header>

      <div
        className={
          isError
            ? 'mt-6'
            : 'mt-6 grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)] md:items-start lg:grid-cols-[18rem_minmax(0,1fr)]'
        }
      >
        {/* Without the list there is nothing to filter, and 'No notes yet.' would not be so. */}
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
                <FilterSelect
                  label="Subject"
                  name="subject"
                  form={searchFormId}
                  allLabel="All subjects"
                  value={filters.subject}
                  onChange={(value) => search.setFilter('subject', value)}
                  options={(facets?.subjects ?? []).map((subject) => ({
                    value: subject,
                    label: subject,
                  }))}
                />
                <FilterSelect
                  label="Semester"
                  name="semester"
                  form={searchFormId}
                  allLabel="All semesters"
                  value={filters.semester}
                  onChange={(value) => search.setFilter('semester', value)}
                  options={(facets?.semesters ?? []).map((semester) => ({
                    value: String(semester),
                    label: `Semester ${semester}`,
                  }))}
                />
                <FilterSelect
                  label="Price"
                  name="price"
                  form={searchFormId}
                  allLabel="Free and paid"
                  value={filters.price}
                  onChange={(value) => search.setFilter('price', value)}
                  options={priceOptions}
                />
                <ApplyFiltersButton form={searchFormId} />
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
              {!allNotes.isError && <NotesSidebar notes={allNotes.data?.notes ?? []} />}
            </div>
          </FilterPanel>
        )}
        <div className="min-w-0">
          {/* biome-ignore lint/a11y/useSemanticElements: jsdom, which the tests run in, has no <search> yet */}
          <form
            id={searchFormId}
            role="search"
            method="get"
            action="/notes"
            onSubmit={search.submit}
          >
            <SearchBox
              label="Search notes"
              name="q"
              maxLength={maxSearchLength}
              value={search.text}
              onChange={search.setText}
              placeholder="Search notes, e.g. DBMS or Java"
              submitLabel="Search"
            />
          </form>
          <section aria-label="Notes" aria-busy={isPlaceholderData} className="mt-5">
            {isPending ? (
              <LoadingMessage />
            ) : isError ? (
              <LoadError
                what="the notes"
                error={error}
                onRetry={() => refetch()}
                retrying={isRefetching}
              />
            ) : data.notes.length === 0 ? (
              <p
                role="status"
                className="rounded-2xl bg-white px-4 py-10 text-center text-slate-700"
              >
                {data.facets.all === 0
                  ? 'No notes are available right now. Please check back soon.'
                  : 'No notes match your search.'}
              </p>
            ) : (
              <>
                <p role="status" className="mb-4 text-sm text-slate-600">
                  {matchLine({
                    noun: 'notes',
                    total: data.total,
                    all: data.facets.all,
                    q: search.q,
                    filtered,
                  })}
                </p>
                <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                  {data.notes.map((note, index) => (
                    <HydrateLater key={note.id}>
                      <li>
                        <NoteCard note={note} eager={cardEagerness(index)} />
                      </li>
                    </HydrateLater>
                  ))}
                </ul>
                <Pagination
                  label="Pages of notes"
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  hrefFor={search.pageHref}
                />
              </>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
