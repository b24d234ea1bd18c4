import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * What Tab can reach in a dialog. Radios are left out of the ends: a group is one stop, reached
 * from its neighbours, and which of its radios takes the focus is the browser's choice.
 */
const tabbable = [
  'a[href]',
  'summary',
  'button:not(:disabled)',
  'textarea:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * A modal dialog of the site's own (decision 23: no browser dialogs): it takes the focus, keeps
 * Tab inside, closes on Escape unless busy, and gives the focus back when it closes.
 */
export function Dialog({
  title,
  description,
  busy,
  onClose,
  children,
  role = 'dialog',
  initialFocus = 'textarea, input:not([type="hidden"]), select, button',
}: {
  title: string;
  description: ReactNode;
  /** While the change is being sent, Escape does nothing. */
  busy: boolean;
  onClose: () => void;
  /** The fields, messages and buttons. */
  children: ReactNode;
  /** `alertdialog` for a question that interrupts, such as "are you sure?". */
  role?: 'dialog' | 'alertdialog';
  /** Which element takes the focus first (a CSS selector within the dialog). */
  initialFocus?: string;
}) {
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    dialogRef.current?.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => before?.focus();
  }, [initialFocus]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [
      ...(dialogRef.current?.querySelectorAll<HTMLElement>(tabbable) ?? []),
    ].filter((element) => !(element instanceof HTMLInputElement && element.type === 'radio'));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  const content = (
    <>
      <h2 id={titleId} className="text-lg font-bold break-words text-slate-900">
        {title}
      </h2>
      <div id={textId} className="mt-2 text-slate-700">
        {description}
      </div>
      {children}
    </>
  );
  const className = 'max-h-full w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-xl';
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
      {role === 'alertdialog' ? (
        <div
          ref={dialogRef}
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={textId}
          onKeyDown={onKeyDown}
          className={className}
        >
          {content}
        </div>
      ) : (
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={textId}
          onKeyDown={onKeyDown}
          className={className}
        >
          {content}
        </div>
      )}
    </div>
  );
}

/**
 * Cancel and the confirming button of a dialog that holds a form; the form submits. With
 * `cancelForm` (a dialog the server may draw open, decision 35), Cancel also works without the
 * script: see CancelButton.
 */
export function DialogButtons({
  busy,
  busyText,
  confirmText,
  danger = false,
  onCancel,
  cancelForm,
}: {
  busy: boolean;
  busyText: string;
  confirmText: string;
  danger?: boolean;
  onCancel: () => void;
  cancelForm?: string;
}) {
  // Stacked on a phone in the order Tab takes, Cancel then the action: reversed, the focus would
  // go upwards.
  return (
    <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
      <CancelButton busy={busy} onCancel={onCancel} form={cancelForm} />
      <button
        type="submit"
        disabled={busy}
        className={`rounded-lg px-4 py-2.5 font-semibold text-white disabled:opacity-60 ${
          danger ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700'
        }`}
      >
        {busy ? busyText : confirmText}
      </button>
    </div>
  );
}

/**
 * A dialog's Cancel. With `form`, the id of a CancelForm outside the dialog's own form, it also
 * works without the script: it submits that form, which asks for the page without the dialog.
 * With the script it closes the dialog in place.
 */
export function CancelButton({
  busy,
  onCancel,
  form,
}: {
  busy: boolean;
  onCancel: () => void;
  form?: string | undefined;
}) {
  return (
    <button
      data-cancel
      type={form ? 'submit' : 'button'}
      form={form}
      formNoValidate={form ? true : undefined}
      onClick={(event) => {
        event.preventDefault();
        onCancel();
      }}
      disabled={busy}
      className="rounded-lg px-4 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
    >
      Cancel
    </button>
  );
}

/**
 * The form a CancelButton submits without the script: a GET of `href` (its query as fields, as a
 * GET form replaces the address's query with its own). Placed outside any other form.
 */
export function CancelForm({ id, href }: { id: string; href: string }) {
  const address = new URL(href, 'http://localhost');
  return (
    <form id={id} method="get" action={address.pathname} hidden>
      {[...address.searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
