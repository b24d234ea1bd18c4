import { type ReactNode, useState } from 'react';
import { ApiError, NetworkError } from '../../lib/api-client';
import { useFormResult } from '../../lib/form-result';
import { useAskedInAddress } from './ask-button';
import { ConfirmDialog } from './confirm-dialog';
import { DoneStatus } from './done-status';

/**
 * Deleting one item of an operator's list (a catalog's, the testimonials'): which item's
 * confirmation is open, and what was done. Without the script (decision 35) Delete asks for the
 * page with its confirmation open (`?ask=delete&item=<id>`), whose form posts to the page; the
 * server draws what came of it: the confirmation open again with why it was refused, or what was
 * done (`deletedText` says it from the form's `done`).
 */
export function useListDelete(deletedText: (done: Record<string, string>) => string) {
  const address = useAskedInAddress();
  const served = useFormResult('delete');
  const [deletingId, setDeletingId] = useState<string | null>(() => {
    if (served?.error) return served.values.item ?? null;
    return address.ask === 'delete' ? address.item : null;
  });
  // Drawn by the server after a delete posted without the script: said, not focused.
  const [done, setDone] = useState<{ text: string; count: number } | null>(() =>
    served?.done ? { text: deletedText(served.done), count: 0 } : null,
  );
  const close = () => {
    setDeletingId(null);
    address.done();
  };
  return {
    deletingId,
    /** Opens the confirmation for this item. */
    ask: (id: string) => {
      setDone(null);
      setDeletingId(id);
    },
    close,
    /** The item was deleted in the page: the confirmation closes and the status says `text`. */
    deleted: (text: string) => {
      close();
      setDone((last) => ({ text, count: (last?.count ?? 0) + 1 }));
    },
    /** Something else was done: what the last delete did is no longer news. */
    forgetDone: () => setDone(null),
    /** What was done, in the list's status. */
    status: done ? (
      <DoneStatus key={done.count} text={done.text} served={done.count === 0} className="mb-4" />
    ) : null,
    /** Why a delete of this item, posted without the script, was refused. */
    servedError: (id: string) => (served?.values.item === id ? served.error?.message : undefined),
  };
}

/**
 * The site's own confirmation before a delete (decision 23: no browser dialogs), posting to the
 * list's page without the script. `children` says what will happen.
 */
export function ListDeleteDialog({
  title,
  confirmLabel,
  list,
  id,
  name,
  servedError,
  remove,
  onClose,
  onConfirm,
  children,
}: {
  title: string;
  confirmLabel: string;
  /** The list's page: /admin/notes, /admin/testimonials. */
  list: string;
  id: string;
  name: string;
  /** The delete posted without the script and refused: why. */
  servedError: string | undefined;
  remove: { isPending: boolean; error: unknown };
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { error } = remove;
  const message =
    error instanceof ApiError || error instanceof NetworkError
      ? error.message
      : error
        ? 'Please try again in a moment.'
        : remove.isPending
          ? undefined
          : servedError;
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      pendingLabel="Deleting..."
      pending={remove.isPending}
      danger
      onCancel={onClose}
      onConfirm={onConfirm}
      post={{ action: list, fields: { form: 'delete', item: id, name }, cancelHref: list }}
    >
      {children}
      {message && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </ConfirmDialog>
  );
}
