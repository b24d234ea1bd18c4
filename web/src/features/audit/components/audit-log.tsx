import type { AuditEntry } from '@studyhub/contract/admin';
import { type ReactNode, useId, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { formatDateTime } from '../../../lib/format';
import { useAudit } from '../api/get-audit';

/** The subjects the API records changes to, as the filter offers them. */
const subjectTypes: { value: string; label: string }[] = [
  { value: 'notes', label: 'Notes' },
  { value: 'projects', label: 'Projects' },
  { value: 'courses', label: 'Courses' },
  { value: 'tools', label: 'Tools' },
  { value: 'question-papers', label: 'Question papers' },
  { value: 'blogs', label: 'Blogs' },
  { value: 'order', label: 'Orders' },
  { value: 'certificate', label: 'Certificates' },
  { value: 'quiz-question', label: 'Quiz questions' },
  { value: 'contact-request', label: 'Contact requests' },
  { value: 'refund-request', label: 'Refund requests' },
];

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
  const subject = subjectTypes.find((type) => type.value === entry.subjectType)?.label;
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
          Show the {fields.length} fields
        </summary>
        {list}
      </details>
    );
  }
  return list;
}

/** /admin/audit's list: who changed what and when, newest first, a page at a time. */
export function AuditLog() {
  const [subjectType, setSubjectType] = useState<string | null>(null);
  const audit = useAudit(subjectType);
  const filterId = useId();

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
    body =
      entries.length === 0 ? (
        <p className="mt-6 text-slate-700">No changes recorded yet.</p>
      ) : (
        <>
          <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {entries.map((entry) => (
              <li key={entry.id} className="p-4">
                <h3 className="font-semibold text-slate-900">
                  {describeAction(entry)}: <span className="break-all">{entry.subjectId}</span>
                </h3>
                <p className="mt-0.5 text-sm text-slate-600">
                  By {entry.actor.email} on{' '}
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </p>
                <Changes entry={entry} />
              </li>
            ))}
          </ol>
          {audit.hasNextPage && (
            <button
              type="button"
              onClick={() => void audit.fetchNextPage()}
              disabled={audit.isFetchingNextPage}
              className="mt-4 rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-300 ring-inset hover:bg-brand-50 disabled:opacity-60"
            >
              {audit.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </button>
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
      <div className="max-w-xs">
        <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-slate-700">
          Subject type
        </label>
        <select
          id={filterId}
          value={subjectType ?? ''}
          onChange={(event) => setSubjectType(event.target.value || null)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
        >
          <option value="">All</option>
          {subjectTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      {body}
    </div>
  );
}
