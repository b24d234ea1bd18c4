import type { NoteSummary } from '@studyhub/contract/catalog';
import { type Eagerness, ItemImage } from '../../../components/ui/item-image';
import { Link } from '../../../lib/link';
import { notePrice } from '../note-price';

/**
 * One note in the /notes grid: image, name, about, pages, price and 'View More'. `eager` for the
 * first cards, whose images are above the fold.
 */
export function NoteCard({ note, eager = false }: { note: NoteSummary; eager?: Eagerness }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ItemImage image={note} alt="" eager={eager} />
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h2 className="text-lg leading-snug font-semibold break-words text-slate-900">
          {note.name}
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{note.about}</p>
        <dl className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
          <div className="flex gap-1">
            <dt className="text-slate-600">Pages:</dt>
            <dd className="font-medium text-slate-900">{note.pages}</dd>
          </div>
          <div>
            <dt className="sr-only">Price</dt>
            <dd
              className={`rounded-full px-3 py-1 font-semibold ${
                note.isFree ? 'bg-emerald-50 text-emerald-800' : 'bg-brand-50 text-brand-700'
              }`}
            >
              {notePrice(note)}
            </dd>
          </div>
        </dl>
        <Link
          to={`/notes/${note.id}`}
          aria-label={`View More about ${note.name}`}
          className="mt-4 inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 sm:mt-auto sm:self-start"
        >
          View More
        </Link>
      </div>
    </article>
  );
}
