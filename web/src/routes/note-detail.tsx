import type { NoteDetail } from '@studyhub/contract/catalog';
import { noteDownloadUrl } from '../features/notes/api/download-note';
import { useNote } from '../features/notes/api/get-note';
import { useNoteAccess } from '../features/notes/api/get-note-access';
import { CoveredTopics } from '../features/notes/components/covered-topics';
import { NoteFailed, noteErrorMessage } from '../features/notes/components/note-error';
import { notePrice } from '../features/notes/note-price';
import { ItemDetail, type ItemDetailKind } from './catalog-item';

const note: ItemDetailKind<NoteDetail> = {
  itemType: 'note',
  list: { path: '/notes', label: 'All notes' },
  useItem: useNote,
  useOwned: useNoteAccess,
  price: notePrice,
  downloadUrl: noteDownloadUrl,
  free: {
    is: (item) => item.isFree,
    label: 'Download Free',
    logIn: 'Log in to download this free note.',
  },
  texts: {
    title: 'Note',
    loading: 'Note details',
    imageAlt: (name) => `Cover of ${name}`,
    preview: 'Preview',
    buy: (price) => `Get Note (${price})`,
    download: 'Download',
    checking: 'Checking access...',
    bought: 'the note',
    logIn: 'Log in to buy and download this note.',
  },
  facts: (item) => (
    <dl className="mt-5 grid grid-cols-2 gap-3">
      <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <dt className="text-sm text-slate-600">Total pages</dt>
        <dd className="text-lg font-semibold text-slate-900">{item.pages}</dd>
      </div>
      <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <dt className="text-sm text-slate-600">Price</dt>
        <dd className="text-lg font-semibold text-slate-900">{notePrice(item)}</dd>
      </div>
    </dl>
  ),
  buttonsMargin: 'mt-6',
  more: (item) => <CoveredTopics topics={item.coveredTopics} />,
  failedTitle: noteErrorMessage,
  Failed: NoteFailed,
};

/** /notes/{id}: one note, its topics, and the button to download or buy it. */
export function NoteDetailScreen() {
  return <ItemDetail kind={note} />;
}
