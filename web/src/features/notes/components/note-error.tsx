import { notFoundMessages } from '@studyhub/contract/constants';
import { NotFoundPanel } from '../../../components/ui/not-found-panel';
import { readingWidth } from '../../../components/ui/page-width';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/link';

const backToNotes = { to: '/notes', label: 'Back to Notes' };

/**
 * The note page's error panel (spec section 8): the server's message or 'Note not found'. A missing
 * note looks like every other missing page.
 */
function NoteError({ message, missing }: { message: string; missing: boolean }) {
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

/** What the note page's title says when the note could not be loaded: the server's message. */
export function noteErrorMessage(error: Error | null) {
  return (error ? serverMessage(error) : undefined) ?? notFoundMessages.note;
}

/** The note page when there is no note to show: a 404 is a missing note, any other error not. */
export function NoteFailed({ error }: { error: Error | null }) {
  const missing = !error || (error instanceof ApiError && error.status === 404);
  return <NoteError message={noteErrorMessage(error)} missing={missing} />;
}
