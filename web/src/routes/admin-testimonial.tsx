import type { AdminTestimonialEntry, TestimonialKind } from '@studyhub/contract/testimonials';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EditorStatus } from '../components/ui/done-status';
import { LoadError } from '../components/ui/load-error';
import { LoadingMessage } from '../components/ui/loading-message';
import { useEntry } from '../features/testimonials-admin/api/get-entry';
import { EntryForm, entryFormName } from '../features/testimonials-admin/components/entry-form';
import { PublishEntryButton } from '../features/testimonials-admin/components/publish-entry-button';
import { kindInfo } from '../features/testimonials-admin/kinds';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { useFormResult } from '../lib/form-result';
import { useJustCreated } from '../lib/just-created';
import { Link } from '../lib/link';

function BackLink({ kind }: { kind: TestimonialKind }) {
  return (
    <Link to={`/admin/${kind}`} className="text-sm font-medium text-brand-700 underline">
      {`All ${kindInfo[kind].plural.toLowerCase()}`}
    </Link>
  );
}

/** /admin/{testimonials,reviews}/new: written as a draft, then opened for editing. */
export function AdminTestimonialNewScreen({ kind }: { kind: TestimonialKind }) {
  const navigate = useNavigate();
  const info = kindInfo[kind];
  useDocumentTitle(`New ${info.singular} · Admin`);
  return (
    <div className="max-w-3xl">
      <BackLink kind={kind} />
      <h2 className="mt-2 mb-5 text-xl font-bold text-slate-900">{`New ${info.singular}`}</h2>
      <EntryForm
        key={kind}
        kind={kind}
        onSaved={(entry) =>
          navigate(`/admin/${kind}/${encodeURIComponent(entry.id)}`, { state: { created: true } })
        }
      />
    </div>
  );
}

function EditEntry({ kind, id }: { kind: TestimonialKind; id: string }) {
  const entry = useEntry(kind, id);
  const created = useJustCreated();
  // Saved by the form posted without the script: the server drew the page with it as saved.
  const servedSave = useFormResult(entryFormName)?.done !== undefined;
  const [saved, setSaved] = useState(0);
  const info = kindInfo[kind];
  useDocumentTitle(`${entry.data ? entry.data.name : `Edit ${info.singular}`} · Admin`);

  if (entry.isPending) return <LoadingMessage />;
  if (entry.isError) {
    if (entry.error instanceof ApiError && entry.error.status === 404) {
      return (
        <div>
          <BackLink kind={kind} />
          <p className="mt-4 text-slate-700">
            {`No ${info.singular} has the id ${id}. It may have been deleted.`}
          </p>
        </div>
      );
    }
    return (
      <LoadError
        what={`the ${info.singular}`}
        error={entry.error}
        onRetry={() => void entry.refetch()}
        retrying={entry.isFetching}
      />
    );
  }
  const data: AdminTestimonialEntry = entry.data;

  return (
    <div className="max-w-3xl">
      <BackLink kind={kind} />
      <h2 className="mt-2 text-xl font-bold break-words text-slate-900">
        {`${info.singular === 'review' ? 'Review' : 'Testimonial'} by ${data.name}`}
      </h2>
      <div className="mt-4 mb-6 flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <p className="mr-auto text-slate-800">
          {data.published ? (
            <>
              <strong>Published</strong>
              {': students see it. '}
              <Link to="/testimonials" className="font-medium text-brand-700 underline">
                View on the site
              </Link>
            </>
          ) : (
            <>
              <strong>Draft</strong>: only operators see it until it is published.
            </>
          )}
        </p>
        <PublishEntryButton kind={kind} id={data.id} name={data.name} published={data.published} />
      </div>
      <EditorStatus
        saved={saved}
        servedSave={servedSave}
        created={created}
        published={data.published}
      />
      <EntryForm
        key={data.id}
        kind={kind}
        entry={data}
        onSaved={() => setSaved((count) => count + 1)}
      />
    </div>
  );
}

/** /admin/{testimonials,reviews}/{id}: its words, and publishing it. */
export function AdminTestimonialEditScreen({ kind }: { kind: TestimonialKind }) {
  const { id } = useParams();
  if (!id) return null;
  return <EditEntry key={`${kind}/${id}`} kind={kind} id={id} />;
}
