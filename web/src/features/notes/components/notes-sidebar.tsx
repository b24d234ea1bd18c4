import type { NoteSummary } from '@studyhub/contract/catalog';
import { useId, useState } from 'react';
import { Link } from 'react-router';

/**
 * Every note's name, linking to its page. On a phone the list sits behind a 'Filter' button so
 * the cards come first; from the md breakpoint up it is always shown beside them.
 */
export function NotesSidebar({ notes }: { notes: NoteSummary[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const headingId = useId();

  return (
    <nav aria-labelledby={headingId} className="md:sticky md:top-20">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 md:hidden"
      >
        Filter
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path
            fillRule="evenodd"
            d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
            clipRule="evenodd"
          />
        </svg>
      </button>
      <div
        id={listId}
        className={`${open ? 'block' : 'hidden'} mt-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:mt-0 md:block`}
      >
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          All Notes
        </h2>
        {notes.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No notes yet.</p>
        ) : (
          <ul className="mt-3 space-y-1 md:-mx-1.5 md:max-h-[calc(100dvh-12rem)] md:overflow-y-auto md:p-1.5">
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
      </div>
    </nav>
  );
}
