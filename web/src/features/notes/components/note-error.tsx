import { NotFoundPanel } from '../../../components/ui/not-found-panel';
import { readingWidth } from '../../../components/ui/page-width';
import { Link } from '../../../lib/link';

const backToNotes = { to: '/notes', label: 'Back to Notes' };

/**
 * The note page's error panel (spec section 8): the server's message or 'Note not found'. A missing
 * note looks like every other missing page.
 */
export function NoteError({ message, missing }: { message: string; missing: boolean }) {
  if (missing) {
    return (
      <NotFoundPanel title={message} back={backToNotes}>
        The note may have been moved or removed. You can find every note on the notes page.
      </NotFoundPanel>
    );
  }
  return (
    <div className={`${readingWidth} py-16 sm:py-24`}>
      <div
        role="alert"
        className="rounded-2xl border border-red-200 bg-white p-6 text-center shadow-sm sm:p-10"
      >
        <h1 className="text-2xl font-bold text-slate-900">{message}</h1>
        <p className="mt-3 text-slate-700">
          We could not load this note just now. Please try again in a moment.
        </p>
        <Link
          to={backToNotes.to}
          className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {backToNotes.label}
        </Link>
      </div>
    </div>
  );
}
