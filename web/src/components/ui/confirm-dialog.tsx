import type { ReactNode } from 'react';
import { Dialog } from './dialog';

/**
 * The site's own "are you sure?" (decision 23: no browser dialogs): a title, what will happen,
 * Cancel (focused first, and on Escape) and the action.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      description={children}
      busy={pending}
      onClose={onCancel}
      initialFocus="[data-cancel]"
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          data-cancel
          type="button"
          onClick={onCancel}
          disabled={pending}
          className="rounded-lg px-4 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
        >
          Cancel
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={onConfirm}
          className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
