import type { AdminTestimonialEntry, TestimonialKind } from '@studyhub/contract/testimonials';
import { useEffect, useRef, useState } from 'react';
import { AskButton, useAskedInAddress } from '../../../components/ui/ask-button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { Link } from '../../../lib/link';
import { useEntries } from '../api/get-entries';
import { useReorderEntries } from '../api/reorder-entries';
import { kindInfo } from '../kinds';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { PublishEntryButton } from './publish-entry-button';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';
const smallButton =
  'rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-inset disabled:cursor-not-allowed disabled:opacity-50';

function summary(entry: AdminTestimonialEntry) {
  return 'quote' in entry ? entry.quote : entry.text;
}

function detail(entry: AdminTestimonialEntry) {
  return 'role' in entry ? entry.role : `${entry.rating} of 5 stars`;
}

/**
 * Every testimonial or review not deleted, in the order the site shows them: which are on the
 * home page, moving one up or down, editing, publishing and deleting after a confirmation.
 */
export function EntryList({ kind }: { kind: TestimonialKind }) {
  const entries = useEntries(kind);
  const reorder = useReorderEntries(kind);
  const info = kindInfo[kind];
  const deletedText = (name: string) => `The ${info.singular} by ${name} was deleted.`;
  // Without the script (decision 35) Delete asks for the page with its confirmation open
  // (`?ask=delete&item=<id>`), whose form posts to the page; the server draws what came of it.
  const address = useAskedInAddress();
  const servedDelete = useFormResult('delete');
  const [deletingId, setDeletingId] = useState<string | null>(() => {
    if (servedDelete?.error) return servedDelete.values.item ?? null;
    return address.ask === 'delete' ? address.item : null;
  });
  const [done, setDone] = useState<{ text: string; said: boolean } | null>(() =>
    servedDelete?.done ? { text: deletedText(servedDelete.done.name ?? ''), said: false } : null,
  );
  const [moved, setMoved] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (done?.said) doneRef.current?.focus();
  }, [done]);

  // The moved entry keeps keyboard focus on its button, or on the other one at either end.
  useEffect(() => {
    if (!moved || reorder.isPending) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(
      `[data-move-of="${moved.id}"]`,
    );
    const wanted = [...(buttons ?? [])].find(
      (button) => button.dataset.direction === moved.direction && !button.disabled,
    );
    const other = [...(buttons ?? [])].find((button) => !button.disabled);
    (wanted ?? other)?.focus();
  }, [moved, reorder.isPending]);

  if (entries.isPending) return <LoadingMessage />;
  if (entries.isError) {
    return (
      <LoadError
        what={`the ${info.plural.toLowerCase()}`}
        error={entries.error}
        onRetry={() => void entries.refetch()}
        retrying={entries.isFetching}
      />
    );
  }

  const list = entries.data;
  const deleting = list.find((entry) => entry.id === deletingId);
  const closeDelete = () => {
    setDeletingId(null);
    address.done();
  };
  const onHome = new Set(
    list
      .filter((entry) => entry.published)
      .slice(0, info.onHome)
      .map((entry) => entry.id),
  );

  function move(index: number, direction: 'up' | 'down') {
    const target = direction === 'up' ? index - 1 : index + 1;
    const ids = list.map((entry) => entry.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(target, 0, id);
    setDone(null);
    setMoved({ id, direction });
    reorder.mutate(ids);
  }

  const reorderError = reorder.error;

  return (
    <div>
      {done && (
        <p
          ref={doneRef}
          tabIndex={-1}
          role="status"
          className="mb-4 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
        >
          {done.text}
        </p>
      )}
      <p className="mb-4 text-sm text-slate-700">
        The site shows them in this order. The home page's slider takes the first {info.onHome}{' '}
        published ones; /testimonials shows every published one.
      </p>
      {reorderError && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {reorderError instanceof ApiError || reorderError instanceof NetworkError
            ? reorderError.message
            : 'The new order was not saved. Please try again in a moment.'}
        </p>
      )}
      {list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">
          No {info.plural.toLowerCase()} yet. Write the first one with “New {info.singular}”.
        </p>
      ) : (
        <ul
          ref={listRef}
          aria-busy={reorder.isPending}
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
        >
          {list.map((entry, index) => (
            <li
              key={entry.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <h3 className="font-semibold break-words text-slate-900">
                  <span className="sr-only">Position {index + 1}: </span>
                  {entry.name}
                </h3>
                <p className="text-sm text-slate-600">{detail(entry)}</p>
                <p className="mt-1 line-clamp-2 text-sm break-words text-slate-800">
                  {summary(entry)}
                </p>
                <p className="mt-2 flex flex-wrap items-center gap-2">
                  {entry.published ? (
                    <span className={`${badge} bg-emerald-100 text-emerald-900`}>Published</span>
                  ) : (
                    <span className={`${badge} bg-amber-100 text-amber-900`}>Draft</span>
                  )}
                  {onHome.has(entry.id) && (
                    <span className={`${badge} bg-brand-100 text-brand-900`}>On the home page</span>
                  )}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap items-start gap-2">
                <button
                  type="button"
                  data-move-of={entry.id}
                  data-direction="up"
                  disabled={index === 0 || reorder.isPending}
                  aria-label={`Move ${entry.name} up`}
                  onClick={() => move(index, 'up')}
                  className={`${smallButton} text-slate-800 ring-slate-300 hover:bg-slate-50`}
                >
                  Up
                </button>
                <button
                  type="button"
                  data-move-of={entry.id}
                  data-direction="down"
                  disabled={index === list.length - 1 || reorder.isPending}
                  aria-label={`Move ${entry.name} down`}
                  onClick={() => move(index, 'down')}
                  className={`${smallButton} text-slate-800 ring-slate-300 hover:bg-slate-50`}
                >
                  Down
                </button>
                <Link
                  to={`/admin/${kind}/${encodeURIComponent(entry.id)}`}
                  aria-label={`Edit ${entry.name}`}
                  className={`${smallButton} text-brand-700 ring-brand-300 hover:bg-brand-50`}
                >
                  Edit
                </Link>
                <PublishEntryButton
                  kind={kind}
                  id={entry.id}
                  name={entry.name}
                  published={entry.published}
                />
                <AskButton
                  ask="delete"
                  keep={{ item: entry.id }}
                  label={`Delete ${entry.name}`}
                  onAsk={() => {
                    setDone(null);
                    setDeletingId(entry.id);
                  }}
                  className={`${smallButton} text-red-700 ring-red-300 hover:bg-red-50`}
                >
                  Delete
                </AskButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <DeleteEntryDialog
          kind={kind}
          id={deleting.id}
          name={deleting.name}
          servedError={
            servedDelete?.values.item === deleting.id ? servedDelete.error?.message : undefined
          }
          onClose={closeDelete}
          onDeleted={() => {
            closeDelete();
            setDone({ text: deletedText(deleting.name), said: true });
          }}
        />
      )}
    </div>
  );
}
