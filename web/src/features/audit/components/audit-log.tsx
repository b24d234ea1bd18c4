import type { AuditEntry } from '@studyhub/contract/admin';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { formatDateTime } from '../../../lib/format';
import { Link } from '../../../lib/link';
import { useScripted } from '../../../lib/scripted';
import {
  type AuditFilter,
  auditFilterOf,
  auditSearchOf,
  auditSubjectTypes,
  useAudit,
} from '../api/get-audit';

const verbs: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  publish: 'Published',
  unpublish: 'Unpublished',
  delete: 'Deleted',
  refund: 'Refunded',
  recheck: 'Re-checked with the provider',
  revoke: 'Revoked',
  restore: 'Restored',
  retire: 'Retired',
  'file.replace': 'File uploaded',
  'image.replace': 'Card image uploaded',
};

const fieldLabels: Record<string, string> = {
  sortOrder: 'Position',
  coveredTopics: 'Covered topics',
  courseType: 'Course type',
  mainHeading: 'Main heading',
  about: 'Description',
  hasFile: 'File uploaded',
  deletedAt: 'Deleted at',
  price: 'Price (₹)',
  university: 'University or course',
  id: 'Address',
};

/** 'courseType' → 'Course type' for a field without its own label. */
function labelOf(field: string) {
  if (fieldLabels[field]) return fieldLabels[field];
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'notes.publish' → 'Published · Notes'. */
function describeAction(entry: AuditEntry) {
  // 'notes.publish' → 'publish'; 'notes.file.replace' → 'file.replace'.
  const verb = entry.action.split('.').slice(1).join('.') || entry.action;
  const subject = auditSubjectTypes.find((type) => type.value === entry.subjectType)?.label;
  return `${verbs[verb] ?? verb} · ${subject ?? entry.subjectType}`;
}

// Yes-or-no fields; a quick edit's entry records them as the database keeps them (1 and 0).
const yesNoFields = new Set(['published', 'hasFile']);

function show(value: unknown, field?: string): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field && yesNoFields.has(field) && (value === 0 || value === 1)) return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    return value.length === 0 ? '(none)' : value.map((part) => show(part)).join('; ');
  }
  if (typeof value === 'object') {
    return Object.values(value as Record<string, unknown>)
      .map((part) => show(part))
      .join(' – ');
  }
  const text = String(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The fields an entry changed, each as before → after. */
function Changes({ entry }: { entry: AuditEntry }) {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => field !== 'kind',
  );
  if (fields.length === 0) return null;
  const list = (
    <dl className="mt-2 space-y-1.5 text-sm">
      {fields.map((field) => (
        <div key={field} className="grid gap-x-3 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-700">{labelOf(field)}</dt>
          <dd className="break-words text-slate-900">
            {entry.before !== null && (
              <>
                <del className="text-slate-600">{show(before[field], field)}</del>
                <span aria-hidden="true"> →</span>
                <span className="sr-only"> changed to</span>{' '}
              </>
            )}
            <ins className="no-underline">
              {entry.after !== null ? show(after[field], field) : ''}
            </ins>
          </dd>
        </div>
      ))}
    </dl>
  );
  // A whole record (on create and delete) is long: it opens on request.
  if (entry.before === null || entry.after === null || fields.length > 6) {
    return (
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          {`Show the ${fields.length} fields`}
        </summary>
        {list}
      </details>
    );
  }
  return list;
}

/** The log's address for a filter: the filter's GET form and Load more ask for it. */
const addressOf = (filter: AuditFilter) => {
  const query = auditSearchOf(filter).toString();
  return query ? `/admin/audit?${query}` : '/admin/audit';
};

/** A click the browser should handle itself (a new tab or window): the link is followed. */
const isOwnClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * /admin/audit's list: who changed what and when, newest first, a page at a time. The filter and
 * the page are in the address (decision 35): without the script the filter is a GET form and Load
 * more a link to the next page, each drawn by the server; with it, both work in place.
 */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filter = auditFilterOf(params);
  const audit = useAudit(filter);
  const filterId = useId();
  const scripted = useScripted();

  let body: ReactNode;
  if (audit.isPending) body = <LoadingMessage />;
  else if (audit.isError) {
    body = (
      <LoadError
        what="the audit log"
        error={audit.error}
        onRetry={() => void audit.refetch()}
        retrying={audit.isFetching}
      />
    );
  } else {
    const entries = audit.data.pages.flatMap((page) => page.entries);
    const nextBefore = audit.data.pages.at(-1)?.nextBefore ?? null;
    body =
      entries.length === 0 ? (
        <p className="mt-6 text-slate-700">No changes recorded yet.</p>
      ) : (
        <>
          <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {entries.map((entry) => (
              <li key={entry.id} className="p-4">
                <h3 className="font-semibold text-slate-900">
                  {`${describeAction(entry)}: `}
                  <span className="break-all">{entry.subjectId}</span>
                </h3>
                <p className="mt-0.5 text-sm text-slate-600">
                  {`By ${entry.actor.email} on `}
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </p>
                <Changes entry={entry} />
              </li>
            ))}
          </ol>
          {nextBefore && (
            // The next page's address, which the server draws; with the script it is added below
            // in place, and the address keeps the filter only.
            <a
              href={addressOf({ subjectType: filter.subjectType, before: nextBefore })}
              onClick={(event) => {
                if (isOwnClick(event)) return;
                event.preventDefault();
                if (!audit.isFetchingNextPage) void audit.fetchNextPage();
              }}
              aria-disabled={audit.isFetchingNextPage || undefined}
              className="mt-4 inline-block rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-300 ring-inset hover:bg-brand-50 aria-disabled:opacity-60"
            >
              {audit.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </a>
          )}
          {audit.isFetchNextPageError && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              We could not load more entries. Please try again.
            </p>
          )}
        </>
      );
  }

  return (
    <div>
      {/* A GET form: without the script, Show asks for /admin/audit?subjectType=…, drawn by the
          server; with it, a choice shows its list in place and puts it in the address. */}
      <form
        method="get"
        action="/admin/audit"
        onSubmit={(event) => event.preventDefault()}
        className="flex max-w-xs items-end gap-2"
      >
        <div className="grow">
          <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-slate-700">
            Subject type
          </label>
          <select
            id={filterId}
            name="subjectType"
            value={filter.subjectType ?? ''}
            onChange={(event) =>
              setParams(auditSearchOf({ subjectType: event.target.value || null, before: null }))
            }
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
          >
            <option value="">All</option>
            {auditSubjectTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        {!scripted && (
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Show
          </button>
        )}
      </form>
      {filter.before && (
        <p className="mt-4 text-sm text-slate-600">
          Changes before <time dateTime={filter.before}>{formatDateTime(filter.before)}</time>
          {'. '}
          <Link
            to={addressOf({ subjectType: filter.subjectType, before: null })}
            className="font-medium text-brand-700 underline"
          >
            Show the newest
          </Link>
        </p>
      )}
      {body}
    </div>
  );
}
