import type { AdminTestimonialEntry, TestimonialKind } from '@studyhub/contract/testimonials';
import { useEffect, useId, useRef, useState } from 'react';
import { AskButton } from '../../../components/ui/ask-button';
import { ListDeleteDialog, useListDelete } from '../../../components/ui/list-delete';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { Link } from '../../../lib/link';
import { useDeleteEntry } from '../api/delete-entry';
import { useEntries } from '../api/get-entries';
import { useReorderEntries } from '../api/reorder-entries';
import { kindInfo } from '../kinds';
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
 * Without the script (decision 35) Up and Down post the list's order as shown and the one to move
 * (one small form for the list, which the buttons belong to), and the server draws the list in
 * its new order, back at the moved one (`#entry-<id>`).
 */
export function EntryList({ kind }: { kind: TestimonialKind }) {
  const entries = useEntries(kind);
  const reorder = useReorderEntries(kind);
  const remove = useDeleteEntry(kind);
  const info = kindInfo[kind];
  const deletedText = (name: string) => `The ${info.singular} by ${name} was deleted.`;
  const deletes = useListDelete((done) => deletedText(done.name ?? ''));
  const servedReorder = useFormResult('reorder')?.error?.message;
  const reorderForm = useId();
  const [moved, setMoved] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

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
  const deleting = list.find((entry) => entry.id === deletes.deletingId);
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
    deletes.forgetDone();
    setMoved({ id, direction });
    reorder.mutate(ids);
  }

  const reorderError = reorder.error;
  const moveButton = (entry: AdminTestimonialEntry, index: number, direction: 'up' | 'down') => {
    const last = direction === 'up' ? index === 0 : index === list.length - 1;
    return (
      <button
        type="submit"
        form={reorderForm}
        formAction={`/admin/${kind}#entry-${entry.id}`}
        name={direction}
        value={entry.id}
        data-move-of={entry.id}
        data-direction={direction}
        disabled={last || reorder.isPending}
        aria-label={`Move ${entry.name} ${direction}`}
        onClick={(event) => {
          event.preventDefault();
          move(index, direction);
        }}
        className={`${smallButton} text-slate-800 ring-slate-300 hover:bg-slate-50`}
      >
        {direction === 'up' ? 'Up' : 'Down'}
      </button>
    );
  };

  return (
    <div>
      {deletes.status}
      <p className="mb-4 text-sm text-slate-700">
        {"The site shows them in this order. The home page's slider takes the first " +
          `${info.onHome} published ones; /testimonials shows every published one.`}
      </p>
      {(reorderError || (servedReorder && !moved)) && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {reorderError instanceof ApiError || reorderError instanceof NetworkError
            ? reorderError.message
            : reorderError
              ? 'The new order was not saved. Please try again in a moment.'
              : servedReorder}
        </p>
      )}
      <form id={reorderForm} method="post" action={`/admin/${kind}`} hidden>
        <input type="hidden" name="form" value="reorder" />
        {list.map((entry) => (
          <input key={entry.id} type="hidden" name="order" value={entry.id} />
        ))}
      </form>
      {list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">
          {`No ${info.plural.toLowerCase()} yet. Write the first one with “New ${info.singular}”.`}
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
              id={`entry-${entry.id}`}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <h3 className="font-semibold break-words text-slate-900">
                  <span className="sr-only">{`Position ${index + 1}: `}</span>
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
                {moveButton(entry, index, 'up')}
                {moveButton(entry, index, 'down')}
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
                    remove.reset();
                    deletes.ask(entry.id);
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
        <ListDeleteDialog
          title={`Delete the ${info.singular} by ${deleting.name}?`}
          confirmLabel={`Delete ${info.singular}`}
          list={`/admin/${kind}`}
          id={deleting.id}
          name={deleting.name}
          servedError={deletes.servedError(deleting.id)}
          remove={remove}
          onClose={deletes.close}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => deletes.deleted(deletedText(deleting.name)),
            })
          }
        >
          <p>
            It is removed from the site and from this list. The audit log keeps what it said and who
            deleted it.
          </p>
        </ListDeleteDialog>
      )}
    </div>
  );
}
