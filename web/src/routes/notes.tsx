import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { firstRow } from '../components/ui/item-image';
import { LoadError } from '../components/ui/load-error';
import { LoadingMessage } from '../components/ui/loading-message';
import { listPage } from '../components/ui/page-width';
import { SearchBox } from '../components/ui/search-box';
import { useNotes } from '../features/notes/api/get-notes';
import { NoteCard } from '../features/notes/components/note-card';
import { NotesSidebar } from '../features/notes/components/notes-sidebar';
import { useDocumentTitle } from '../lib/document-title';

/** Case-insensitive "contains" on the name (spec section 2). */
function matches(name: string, search: string) {
  return name.toLocaleLowerCase('en-IN').includes(search.trim().toLocaleLowerCase('en-IN'));
}

/**
 * /notes: every note as a card, narrowed by a name search that lives in the URL (?search=), so a
 * quiz result can link to the notes on its subject and a search survives a reload.
 */
export function NotesScreen() {
  useDocumentTitle(
    'Notes',
    'Handwritten study notes for engineering and computer science students: free and paid PDFs with a preview of the first pages.',
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const { data, error, isError, isLoading, refetch, isRefetching } = useNotes();

  useEffect(() => {
    // Spec section 8 logs a failed list fetch; the visitor is now told too, with a way to retry.
    if (error) console.error('Error fetching notes', error);
  }, [error]);

  const notes = data ?? [];
  const shown = notes.filter((note) => matches(note.name, search));

  function changeSearch(value: string) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

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
        {/* Without the list, a sidebar would only say 'No notes yet.', which is not so. */}
        {!isError && <NotesSidebar notes={notes} />}
        <div className="min-w-0">
          {/* biome-ignore lint/a11y/useSemanticElements: jsdom, which the tests run in, has no <search> yet */}
          <div role="search">
            <SearchBox
              label="Search notes by name"
              value={search}
              onChange={changeSearch}
              placeholder="Search notes, e.g. Java"
            />
          </div>
          <section aria-label="Notes" className="mt-5">
            {isLoading ? (
              <LoadingMessage />
            ) : isError ? (
              <LoadError
                what="the notes"
                error={error}
                onRetry={() => refetch()}
                retrying={isRefetching}
              />
            ) : shown.length === 0 ? (
              <p
                role="status"
                className="rounded-2xl bg-white px-4 py-10 text-center text-slate-700"
              >
                {notes.length === 0
                  ? 'No notes are available right now. Please check back soon.'
                  : 'No notes match your search.'}
              </p>
            ) : (
              <>
                <p role="status" className="mb-4 text-sm text-slate-600">
                  {search.trim()
                    ? `${shown.length} of ${notes.length} notes match “${search.trim()}”`
                    : `${notes.length} notes`}
                </p>
                <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                  {shown.map((note, index) => (
                    <li key={note.id}>
                      <NoteCard note={note} eager={index < firstRow} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
