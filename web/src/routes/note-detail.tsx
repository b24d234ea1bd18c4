import { notFoundMessages } from '@studyhub/contract/constants';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { ItemAction, type ItemActionKind, useBuyFromAddress } from '../components/ui/item-action';
import { detailImageSizes, ItemImage } from '../components/ui/item-image';
import { LoadingMessage } from '../components/ui/loading-message';
import { listPage } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import { noteDownloadUrl } from '../features/notes/api/download-note';
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

const secondaryButton =
  'inline-flex items-center justify-center rounded-lg border border-brand-600 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50';

/** /notes/{id}: one note, its topics, and the button to download or buy it. */
export function NoteDetailScreen() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: note, error, isLoading } = useNote(id);
  // Only a paid note needs the check; a visitor has no access to one (spec section 4).
  const access = useNoteAccess(id, note && !note.isFree ? user?.id : undefined);
  const payment = usePayment(user);
  const { pay } = payment;
  const { refetch } = access;
  const buy = useCallback(() => {
    if (!note) return;
    void pay({ itemType: 'note', id: note.id, name: note.name }, { refresh: () => refetch() });
  }, [note, pay, refetch]);
  const mayBuy = Boolean(user && note && !note.isFree && access.isSuccess && !access.data);
  const buyWanted = useBuyFromAddress(mayBuy, buy);

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

  const downloadHref = noteDownloadUrl(note.id);
  const label = note.isFree
    ? 'Download Free'
    : hasAccess
      ? 'Download'
      : `Get Note (${notePrice(note)})`;
  const action: ItemActionKind = !user
    ? { kind: 'login' }
    : note.isFree || hasAccess
      ? { kind: 'download', href: downloadHref }
      : { kind: 'buy', buy };
  const busyLabel = payment.busy ? 'Processing...' : checkingAccess ? 'Checking access...' : null;

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
              <ItemAction action={action} label={label} busyLabel={busyLabel} />
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
            {buyWanted && (
              <noscript>
                <p className="mt-3 text-sm font-medium text-red-800">
                  Paying needs JavaScript, which is turned off in this browser. Please turn it on
                  and reload this page to buy the note.
                </p>
              </noscript>
            )}
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
              download={{ label: 'Download', href: downloadHref }}
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
