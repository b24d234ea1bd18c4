import { type ReactNode, useId } from 'react';
import { CancelButton, CancelForm, Dialog } from './dialog';

/**
 * Where the confirmation posts without the script (decision 35): the page's own path and the
 * form's hidden fields; Cancel then asks for `cancelHref`, the page without the dialog.
 */
export interface ConfirmPost {
  action: string;
  fields: Record<string, string>;
  cancelHref: string;
}

/**
 * The site's own "are you sure?" (decision 23: no browser dialogs): a title, what will happen,
 * Cancel (focused first, and on Escape) and the action. With `post`, the action is a form the
 * server answers without the script, and the script sends it in the page.
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
  post,
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
  post?: ConfirmPost;
}) {
  const confirmClass = `rounded-lg px-4 py-2.5 font-semibold text-white disabled:opacity-60 ${
    danger ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800'
  }`;
  // Stacked on a phone in the order Tab takes: Cancel, then the action.
  const buttonsClass = 'mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end';
  const cancelForm = useId();
  return (
    <Dialog
      role="alertdialog"
      title={title}
      description={children}
      busy={pending}
      onClose={onCancel}
      initialFocus="[data-cancel]"
    >
      {post ? (
        <>
          <form
            method="post"
            action={post.action}
            onSubmit={(event) => {
              event.preventDefault();
              onConfirm();
            }}
            className={buttonsClass}
          >
            {Object.entries(post.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <CancelButton busy={pending} onCancel={onCancel} form={cancelForm} />
            <button type="submit" disabled={pending} className={confirmClass}>
              {pending ? pendingLabel : confirmLabel}
            </button>
          </form>
          <CancelForm id={cancelForm} href={post.cancelHref} />
        </>
      ) : (
        <div className={buttonsClass}>
          <CancelButton busy={pending} onCancel={onCancel} />
          <button type="button" disabled={pending} onClick={onConfirm} className={confirmClass}>
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      )}
    </Dialog>
  );
}
