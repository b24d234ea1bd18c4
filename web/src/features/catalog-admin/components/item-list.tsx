import type { CatalogKind } from '@studyhub/contract/catalog';
import type { AdminCatalogListItem } from '@studyhub/contract/catalog-admin';
import { maxSearchLength } from '@studyhub/contract/constants';
import { AskButton } from '../../../components/ui/ask-button';
import { ListDeleteDialog, useListDelete } from '../../../components/ui/list-delete';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { SearchBox } from '../../../components/ui/search-box';
import { formatDate } from '../../../lib/format';
import { Link } from '../../../lib/link';
import { useListSearch } from '../../../lib/use-list-search';
import { useDeleteItem } from '../api/delete-item';
import { useItems } from '../api/get-items';
import { kindInfo } from '../kinds';
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

const noFilters = [] as const;

/**
 * Every item of a kind for operators: published, drafts and deleted ones, with a search by name,
 * and for each its edit link, publish or unpublish, and delete after a confirmation. Without the
 * script (decision 35) the search is a GET form (`?q=`, which the server draws the list for),
 * Publish a form that posts to the page, and Delete asks for the page with its confirmation open
 * (`?ask=delete&item=<id>`), whose form posts to the page.
 */
export function ItemList({ kind }: { kind: CatalogKind }) {
  const items = useItems(kind);
  const search = useListSearch(noFilters);
  const remove = useDeleteItem(kind);
  const deletes = useListDelete((done) => deletedText(done.name ?? '', done.outcome));
  const info = kindInfo[kind];

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

  const deleting = items.data.find((item) => item.id === deletes.deletingId && !item.deletedAt);
  const words = search.text.trim().toLowerCase();
  const shown = words
    ? items.data.filter((item) => item.name.toLowerCase().includes(words))
    : items.data;

  return (
    <div>
      {deletes.status}
      {items.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">
          {`No ${info.plural.toLowerCase()} yet. Create the first one with “New ${info.singular}”.`}
        </p>
      ) : (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: jsdom, which the tests run in, has no <search> yet */}
          <form
            role="search"
            method="get"
            action={`/admin/${kind}`}
            onSubmit={search.submit}
            className="max-w-md"
          >
            <SearchBox
              label={`Search ${info.plural.toLowerCase()} by name`}
              name="q"
              maxLength={maxSearchLength}
              value={search.text}
              onChange={search.setText}
              submitLabel="Search"
            />
          </form>
          {shown.length === 0 ? (
            <p className="mt-6 text-slate-700">
              {`No ${info.plural.toLowerCase()} match “${search.text.trim()}”.`}
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
                      <span>{`Updated ${formatDate(item.updatedAt)}`}</span>
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
                          remove.reset();
                          deletes.ask(item.id);
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
        <ListDeleteDialog
          title={`Delete “${deleting.name}”?`}
          confirmLabel={`Delete ${info.singular}`}
          list={`/admin/${kind}`}
          id={deleting.id}
          name={deleting.name}
          servedError={deletes.servedError(deleting.id)}
          remove={remove}
          onClose={deletes.close}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: (answer) => deletes.deleted(deletedText(deleting.name, answer.outcome)),
            })
          }
        >
          <p>
            {info.keptForBuyers
              ? `If no student has bought or downloaded this ${info.singular}, it is removed for good. If someone has, it is hidden from the site and kept for them, and you cannot edit it again.`
              : `This ${info.singular} will be removed from the site for good.`}
          </p>
        </ListDeleteDialog>
      )}
    </div>
  );
}
