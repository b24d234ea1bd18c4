import type { CatalogKind } from '@studyhub/contract/catalog';
import type { AdminCatalogDeleteResponse } from '@studyhub/contract/catalog-admin';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useDeleteItem } from '../api/delete-item';
import { kindInfo } from '../kinds';

/**
 * The site's own confirmation before a delete (decision 23: no browser dialogs). It says what
 * will happen: an item nobody bought or downloaded is removed; one that someone did is hidden
 * from the site and kept for them.
 */
export function DeleteDialog({
  kind,
  id,
  name,
  onClose,
  onDeleted,
}: {
  kind: CatalogKind;
  id: string;
  name: string;
  onClose: () => void;
  onDeleted: (answer: AdminCatalogDeleteResponse) => void;
}) {
  const remove = useDeleteItem(kind);
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const info = kindInfo[kind];

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    return () => before?.focus();
  }, []);

  // Keep the keyboard inside the dialog; Escape cancels.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !remove.isPending) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [
      ...(dialogRef.current?.querySelectorAll<HTMLElement>('button:not(:disabled)') ?? []),
    ];
    const first = buttons[0];
    const last = buttons.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  const error = remove.error;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          Delete “{name}”?
        </h2>
        <p id={textId} className="mt-2 text-slate-700">
          {info.keptForBuyers
            ? `If no student has bought or downloaded this ${info.singular}, it is removed for good. If someone has, it is hidden from the site and kept for them, and you cannot edit it again.`
            : `This ${info.singular} will be removed from the site for good.`}
        </p>
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error instanceof ApiError || error instanceof NetworkError
              ? error.message
              : 'Please try again in a moment.'}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            onClick={onClose}
            disabled={remove.isPending}
            className="rounded-lg px-4 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
          >
            Cancel
          </button>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate(id, { onSuccess: onDeleted })}
            className="rounded-lg bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {remove.isPending ? 'Deleting...' : `Delete ${info.singular}`}
          </button>
        </div>
      </div>
    </div>
  );
}
