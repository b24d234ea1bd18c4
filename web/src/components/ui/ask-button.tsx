import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A button that opens a confirmation or a dialog (decision 23). With the script it opens in place;
 * before it, or without it, the button asks for the page again with `?ask=<what>` (a GET form, so
 * nothing changes), and the server draws the page with the dialog open, its form posting to the
 * page (decision 35). `keep` holds what the address must keep (a search) and which item it is for.
 */
export function AskButton({
  ask,
  keep = {},
  onAsk,
  className,
  disabled,
  label,
  children,
}: {
  ask: string;
  keep?: Record<string, string>;
  onAsk: () => void;
  className: string;
  disabled?: boolean;
  /** The button's accessible name, where its text alone is not enough. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        onAsk();
      }}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name="ask"
        value={ask}
        disabled={disabled}
        aria-label={label}
        className={className}
      >
        {children}
      </button>
    </form>
  );
}

/**
 * What the page's address asks to have open (`?ask=refund`, with `item` for one of a list), as the
 * page was first drawn, so a dialog asked for without the script is drawn open; and `done`, which
 * takes the question out of the address once the dialog closes, so a reload does not open it.
 */
export function useAskedInAddress() {
  const [search, setSearch] = useSearchParams();
  const [asked] = useState(() => ({ ask: search.get('ask'), item: search.get('item') }));
  const done = () => {
    if (!search.has('ask')) return;
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('ask');
        next.delete('item');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { ...asked, done };
}
