import type { CatalogKind } from '@studyhub/contract/catalog';
import type { AdminCatalogListItem } from '@studyhub/contract/catalog-admin';
import { useEffect, useRef, useState } from 'react';
import { AskButton, useAskedInAddress } from '../../../components/ui/ask-button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { SearchBox } from '../../../components/ui/search-box';
import { useFormResult } from '../../../lib/form-result';
import { formatDate } from '../../../lib/format';
import { Link } from '../../../lib/link';
import { useItems } from '../api/get-items';
import { kindInfo } from '../kinds';
import { DeleteDialog } from './delete-dialog';
import { PublishButton } from './publish-button';

function StateBadge({ item }: { item: AdminCatalogListItem }) {
  if (item.deletedAt) {
    return (
      <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
        Deleted (kept for buyers)
      </span>
    );
  }
  return item.published ? (
    <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
      Published
    </span>
  ) : (
    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      Draft
    </span>
  );
}

/** What a delete did, in the words the list says it with. */
const deletedText = (name: string, outcome: string | undefined) =>
  outcome === 'removed'
    ? `“${name}” was deleted.`
    : `“${name}” was hidden from the site and kept for the students who bought or downloaded it.`;

/**
 * Every item of a kind for operators: published, drafts and deleted ones, with a search by name,
 * and for each its edit link, publish or unpublish, and delete after a confirmation. Without the
 * script (decision 35) Publish is a form that posts to the page, and Delete asks for the page with
 * its confirmation open (`?ask=delete&item=<id>`), whose form posts to the page.
 */
export function ItemList({ kind }: { kind: CatalogKind }) {
  const items = useItems(kind);
  const [search, setSearch] = useState('');
  const address = useAskedInAddress();
  const servedDelete = useFormResult('delete');
  const [deletingId, setDeletingId] = useState<string | null>(() => {
    if (servedDelete?.error) return servedDelete.values.item ?? null;
    return address.ask === 'delete' ? address.item : null;
  });
  // Drawn by the server after a delete posted without the script: said, not focused.
  const [done, setDone] = useState<{ text: string; said: boolean } | null>(() =>
    servedDelete?.done
      ? { text: deletedText(servedDelete.done.name ?? '', servedDelete.done.outcome), said: false }
      : null,
  );
  const doneRef = useRef<HTMLParagraphElement>(null);
  const info = kindInfo[kind];

  useEffect(() => {
    if (done?.said) doneRef.current?.focus();
  }, [done]);

  if (items.isPending) return <LoadingMessage />;
  if (items.isError) {
    return (
      <LoadError
        what={`the ${info.plural.toLowerCase()}`}
        error={items.error}
        onRetry={() => void items.refetch()}
        retrying={items.isFetching}
      />
    );
  }

  const deleting = items.data.find((item) => item.id === deletingId && !item.deletedAt);
  const closeDelete = () => {
    setDeletingId(null);
    address.done();
  };
  const words = search.trim().toLowerCase();
  const shown = words
    ? items.data.filter((item) => item.name.toLowerCase().includes(words))
    : items.data;

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
      {items.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">
          No {info.plural.toLowerCase()} yet. Create the first one with “New {info.singular}”.
        </p>
      ) : (
        <>
          <div className="max-w-md">
            <SearchBox
              label={`Search ${info.plural.toLowerCase()} by name`}
              value={search}
              onChange={setSearch}
            />
          </div>
          {shown.length === 0 ? (
            <p className="mt-6 text-slate-700">
              No {info.plural.toLowerCase()} match “{search.trim()}”.
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {shown.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="min-w-0">
                    <h3 className="font-semibold break-words text-slate-900">{item.name}</h3>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                      <StateBadge item={item} />
                      <span>Updated {formatDate(item.updatedAt)}</span>
                      {info.hasFile && item.hasFile === false && !item.deletedAt && (
                        <span>No file uploaded yet</span>
                      )}
                    </p>
                  </div>
                  {!item.deletedAt && (
                    <div className="flex shrink-0 flex-wrap items-start gap-2">
                      <Link
                        to={`/admin/${kind}/${encodeURIComponent(item.id)}`}
                        aria-label={`Edit ${item.name}`}
                        className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-300 ring-inset hover:bg-brand-50"
                      >
                        Edit
                      </Link>
                      <PublishButton
                        kind={kind}
                        id={item.id}
                        name={item.name}
                        published={item.published}
                      />
                      <AskButton
                        ask="delete"
                        keep={{ item: item.id }}
                        label={`Delete ${item.name}`}
                        onAsk={() => {
                          setDone(null);
                          setDeletingId(item.id);
                        }}
                        className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-300 ring-inset hover:bg-red-50"
                      >
                        Delete
                      </AskButton>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {deleting && (
        <DeleteDialog
          kind={kind}
          id={deleting.id}
          name={deleting.name}
          servedError={
            servedDelete?.values.item === deleting.id ? servedDelete.error?.message : undefined
          }
          onClose={closeDelete}
          onDeleted={(answer) => {
            closeDelete();
            setDone({ text: deletedText(deleting.name, answer.outcome), said: true });
          }}
        />
      )}
    </div>
  );
}
