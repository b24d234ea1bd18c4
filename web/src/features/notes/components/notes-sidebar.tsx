import { useId } from 'react';
import { Link } from '../../../lib/link';
import { useAllNotes } from '../api/get-notes';

/**
 * Every note's name, linking to its page, whatever the search (spec: the notes sidebar). When the
 * names cannot be loaded the sidebar is left out: the list beside it says what went wrong.
 */
export function NotesSidebar() {
  const headingId = useId();
  const allNotes = useAllNotes();
  if (allNotes.isError) return null;
  const notes = allNotes.data?.notes ?? [];
  return (
    <nav
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        All Notes
      </h2>
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ul className="mt-3 space-y-1 md:-mx-1.5 md:max-h-[calc(100dvh-24rem)] md:overflow-y-auto md:p-1.5">
          {notes.map((note) => (
            <li key={note.id}>
              <Link
                to={`/notes/${note.id}`}
                className="block rounded-lg px-2 py-1.5 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-700"
              >
                {note.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
