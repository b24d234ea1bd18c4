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
  danger = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The action destroys something: the button is red. */
  danger?: boolean;
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
      {/* Stacked on a phone in the order Tab takes: Cancel, then the action. */}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
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
          className={`rounded-lg px-4 py-2.5 font-semibold text-white disabled:opacity-60 ${
            danger ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800'
          }`}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
