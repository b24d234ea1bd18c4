import { notFoundMessages } from '@studyhub/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { detailImageSizes, ItemImage } from '../components/ui/item-image';
import { LoadingMessage } from '../components/ui/loading-message';
import { listPage } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import { useDownloadNote } from '../features/notes/api/download-note';
import { useNote } from '../features/notes/api/get-note';
import { useNoteAccess } from '../features/notes/api/get-note-access';
import { CoveredTopics } from '../features/notes/components/covered-topics';
import { NoteError } from '../features/notes/components/note-error';
import { notePrice } from '../features/notes/note-price';
import { PaymentResult } from '../features/payments/components/payment-result';
import { SecurePaymentNote } from '../features/payments/components/secure-payment-note';
import { usePayment } from '../features/payments/use-payment';
import { ApiError, serverMessage } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';
import { notify } from '../lib/notify';

const primaryButton =
  'inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-70';
const secondaryButton =
  'inline-flex items-center justify-center rounded-lg border border-brand-600 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50';

/** /notes/{id}: one note, its topics, and the button to download or buy it. */
export function NoteDetailScreen() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { data: note, error, isLoading } = useNote(id);
  // Only a paid note needs the check; a visitor has no access to one (spec section 4).
  const access = useNoteAccess(id, note && !note.isFree ? user?.id : undefined);
  const download = useDownloadNote();
  const payment = usePayment(user);

  const errorMessage = error ? (serverMessage(error) ?? notFoundMessages.note) : null;
  useDocumentTitle(note?.name ?? errorMessage ?? 'Note', note?.about);

  if (isLoading) {
    return (
      <div className={listPage}>
        <h1 className="text-2xl font-bold text-slate-900">Note details</h1>
        <LoadingMessage />
      </div>
    );
  }
  if (errorMessage || !note) {
    const missing = !error || (error instanceof ApiError && error.status === 404);
    return <NoteError message={errorMessage ?? notFoundMessages.note} missing={missing} />;
  }

  const hasAccess = access.data === true;
  const checkingAccess = Boolean(user) && !note.isFree && access.isFetching && !hasAccess;

  async function startDownload() {
    if (!note) return;
    if (!user) {
      navigate('/login', { state: { from: location } });
      return;
    }
    try {
      await download.mutateAsync(note.id);
      // The dashboard's download list has a new entry.
      void queryClient.invalidateQueries({ queryKey: ['downloads'] });
    } catch (failure) {
      console.error('Note download error', failure);
      notify(serverMessage(failure) ?? 'The download failed. Please try again.');
      if (failure instanceof ApiError && failure.status === 403) void access.refetch();
    }
  }

  function buy() {
    if (!note) return;
    void payment.pay(
      { itemType: 'note', id: note.id, name: note.name },
      { refresh: () => access.refetch() },
    );
  }

  const action = note.isFree
    ? { label: 'Download Free', run: startDownload }
    : hasAccess
      ? { label: 'Download', run: startDownload }
      : { label: `Get Note (${notePrice(note)})`, run: buy };
  const busyLabel = download.isPending
    ? 'Downloading...'
    : payment.busy
      ? 'Processing...'
      : checkingAccess
        ? 'Checking access...'
        : null;

  return (
    <div className={listPage}>
      <Link
        to="/notes"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span> All notes
      </Link>
      <article className="mt-4">
        <div className="grid gap-6 md:grid-cols-2 md:gap-10">
          <ItemImage
            image={note}
            alt={`Cover of ${note.name}`}
            eager="first"
            sizes={detailImageSizes}
            className="rounded-2xl border border-slate-200"
          />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {note.name}
            </h1>
            <p className="mt-3 text-slate-700">{note.about}</p>
            <dl className="mt-5 grid grid-cols-2 gap-3">
              <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
                <dt className="text-sm text-slate-600">Total pages</dt>
                <dd className="text-lg font-semibold text-slate-900">{note.pages}</dd>
              </div>
              <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
                <dt className="text-sm text-slate-600">Price</dt>
                <dd className="text-lg font-semibold text-slate-900">{notePrice(note)}</dd>
              </div>
            </dl>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <button
                type="button"
                aria-disabled={busyLabel ? true : undefined}
                onClick={() => {
                  if (!busyLabel) void action.run();
                }}
                className={primaryButton}
              >
                {busyLabel ?? action.label}
              </button>
              {note.previewLink && (
                <a
                  href={note.previewLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={secondaryButton}
                >
                  Preview<span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
            </div>
            {!note.isFree && !hasAccess && <SecurePaymentNote price={notePrice(note)} />}
            {!user && (
              <p className="mt-3 text-sm text-slate-600">
                {note.isFree
                  ? 'Log in to download this free note.'
                  : 'Log in to buy and download this note.'}
              </p>
            )}
            <PaymentResult
              notice={payment.notice}
              download={{
                label: 'Download',
                run: () => void startDownload(),
                busy: download.isPending,
              }}
              onDismiss={payment.dismissNotice}
            />
          </div>
        </div>
        <CoveredTopics topics={note.coveredTopics} />
      </article>
      {payment.checkoutDialog}
    </div>
  );
}
