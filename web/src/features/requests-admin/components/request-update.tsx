import {
  type ContactRequest,
  type RefundRequest,
  type RequestStatus,
  requestPatch,
  requestStatuses,
} from '@studyhub/contract/requests';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { failureMessage } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import type { RequestList } from '../api/get-requests';
import { useUpdateRequest } from '../api/update-request';

export const statusLabels: Record<RequestStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  refunded: 'Refunded',
  rejected: 'Rejected',
};

/** Every status a request may have, as a select's options. */
export function StatusOptions() {
  return requestStatuses.map((value) => (
    <option key={value} value={value}>
      {statusLabels[value]}
    </option>
  ));
}

export const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

const isStatus = (value: string | undefined): value is RequestStatus =>
  requestStatuses.some((status) => status === value);

/**
 * The status select and the operators' note of one request, saved together. A form that posts to
 * the request's page without the script (decision 35); a refusal comes back with what was typed.
 */
export function RequestUpdate({
  list,
  request,
}: {
  list: RequestList;
  request: ContactRequest | RefundRequest;
}) {
  const update = useUpdateRequest(list, request.id);
  const served = useFormResult('request-update');
  const typed = served?.error ? served.values : undefined;
  const [status, setStatus] = useState<RequestStatus>(
    isStatus(typed?.status) ? typed.status : request.status,
  );
  const [note, setNote] = useState(typed?.note ?? request.operatorNote ?? '');
  const [problem, setProblem] = useState<string | null>(served?.error?.message ?? null);
  const [saved, setSaved] = useState(Boolean(served?.done));
  const id = useId();
  const page = `/admin/requests/${list}/${encodeURIComponent(request.id)}`;

  function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const change = { status, note: note.trim() ? note : null };
    const checked = requestPatch.safeParse(change);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please check the note.');
      return;
    }
    setProblem(null);
    update.mutate(change, { onSuccess: () => setSaved(true) });
  }

  return (
    <form
      method="post"
      action={page}
      onSubmit={save}
      noValidate
      className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr]"
    >
      <input type="hidden" name="form" value="request-update" />
      <div>
        <label htmlFor={`${id}-status`} className="text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id={`${id}-status`}
          name="status"
          value={status}
          onChange={(event) => setStatus(event.target.value as RequestStatus)}
          className={controlClass}
        >
          <StatusOptions />
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-800">
          Operator note
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={2}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-note-hint${problem ? ` ${id}-note-error` : ''}`}
          className={controlClass}
        />
        <p id={`${id}-note-hint`} className="mt-1 text-sm text-slate-600">
          Only operators see it.
        </p>
        {problem && (
          <p id={`${id}-note-error`} className="mt-1 text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button
          type="submit"
          disabled={update.isPending}
          aria-label={`Save request ${request.id}`}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {update.isPending ? 'Saving...' : 'Save'}
        </button>
        {saved && (
          <p role="status" className="text-sm font-medium text-emerald-800">
            Saved.
          </p>
        )}
        {update.error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failureMessage(update.error)}
          </p>
        )}
      </div>
    </form>
  );
}

export function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
