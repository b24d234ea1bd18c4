import type { CatalogKind } from '@studyhub/contract/catalog';
import type { AdminCatalogItem } from '@studyhub/contract/catalog-admin';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EditorStatus } from '../components/ui/done-status';
import { LoadError } from '../components/ui/load-error';
import { LoadingMessage } from '../components/ui/loading-message';
import { NotFoundPanel } from '../components/ui/not-found-panel';
import { useItem } from '../features/catalog-admin/api/get-item';
import { ItemFiles } from '../features/catalog-admin/components/item-files';
import { EditItemForm, itemFormName } from '../features/catalog-admin/components/item-form';
import { PublishButton } from '../features/catalog-admin/components/publish-button';
import { kindInfo } from '../features/catalog-admin/kinds';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { useFormResult } from '../lib/form-result';
import { useJustCreated } from '../lib/just-created';
import { Link } from '../lib/link';
import { UnknownKind, useAdminKind } from './admin-kind';

/** Where students see the item: its own page for notes, projects and blogs, else the list. */
function publicAddress(item: AdminCatalogItem) {
  const id = encodeURIComponent(item.id);
  if (item.kind === 'notes') return `/notes/${id}`;
  if (item.kind === 'projects') return `/projects/${id}`;
  if (item.kind === 'blogs') return `/blog/${id}`;
  return kindInfo[item.kind].publicPath;
}

function titleOf(item: AdminCatalogItem) {
  return item.kind === 'blogs' ? item.title : item.name;
}

function EditItem({ kind, id }: { kind: CatalogKind; id: string }) {
  const item = useItem(kind, id);
  const created = useJustCreated();
  // Saved by the form posted without the script: the server drew the page with the item as saved.
  const servedSave = useFormResult(itemFormName)?.done !== undefined;
  const [saved, setSaved] = useState(0);
  const info = kindInfo[kind];
  const title = item.data ? titleOf(item.data) : `Edit ${info.singular}`;
  useDocumentTitle(`${title} · Admin`);

  if (item.isPending) return <LoadingMessage />;
  if (item.isError) {
    if (item.error instanceof ApiError && item.error.status === 404) {
      return (
        <NotFoundPanel
          level={2}
          title={`${info.singular[0]?.toUpperCase()}${info.singular.slice(1)} not found`}
          back={{ to: `/admin/${kind}`, label: `Back to ${info.plural}` }}
        >
          {`No ${info.singular} has the address ${id}.`}
        </NotFoundPanel>
      );
    }
    return (
      <LoadError
        what={`the ${info.singular}`}
        error={item.error}
        onRetry={() => void item.refetch()}
        retrying={item.isFetching}
      />
    );
  }
  const data = item.data;

  return (
    <div className="max-w-3xl">
      <Link to={`/admin/${kind}`} className="text-sm font-medium text-brand-700 underline">
        {`All ${info.plural.toLowerCase()}`}
      </Link>
      <h2 className="mt-2 text-xl font-bold break-words text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">
        Address: <span className="font-mono">{data.id}</span>
      </p>
      {data.deletedAt ? (
        <p className="mt-4 rounded-lg bg-slate-100 px-4 py-3 text-slate-800">
          {`This ${info.singular} was deleted. It is kept only for the students who bought or ` +
            'downloaded it and cannot be edited.'}
        </p>
      ) : (
        <>
          <div className="mt-4 mb-6 flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <p className="mr-auto text-slate-800">
              {data.published ? (
                <>
                  <strong>Published</strong>
                  {': students see it. '}
                  <Link to={publicAddress(data)} className="font-medium text-brand-700 underline">
                    View on the site
                  </Link>
                </>
              ) : (
                <>
                  <strong>Draft</strong>: only operators see it until it is published.
                </>
              )}
            </p>
            <PublishButton kind={kind} id={data.id} name={title} published={data.published} />
          </div>
          <EditorStatus
            saved={saved}
            servedSave={servedSave}
            created={created}
            published={data.published}
          />
          <ItemFiles item={data} />
          {/* A new card image changes the image field: the form starts again from the saved item. */}
          <EditItemForm
            key={`${data.id} ${'image' in data ? data.image : ''}`}
            item={data}
            onSaved={() => setSaved((count) => count + 1)}
          />
        </>
      )}
    </div>
  );
}

/** /admin/{kind}/{id}: one item's every editable field, and publishing it. */
export function AdminItemEditScreen() {
  const kind = useAdminKind();
  const { id } = useParams();
  if (!kind || !id) return <UnknownKind />;
  return <EditItem key={`${kind}/${id}`} kind={kind} id={id} />;
}
