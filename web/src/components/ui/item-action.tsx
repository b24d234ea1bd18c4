import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

const primaryButton =
  'inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-70';

/** The address parameter a Buy link carries when it is followed before the script is ready. */
export const buyParam = 'buy';

/**
 * What the primary button of a note or project does, for who is looking:
 * - `login`: a visitor goes to /login and back here (`?next=`);
 * - `download`: the file itself, a plain link the browser downloads with the session cookie
 *   (resumable; decision 35), the server checking the entitlement on every request;
 * - `buy`: the checkout, which needs the script (Razorpay's); followed before the script is
 *   ready, the link reloads this page with `?buy=1`, which opens the checkout once it is.
 */
export type ItemActionKind =
  | { kind: 'login' }
  | { kind: 'download'; href: string }
  | { kind: 'buy'; buy: () => void };

/**
 * The primary button of an item page as a link that works as HTML from the moment it is painted
 * (decision 35): no tap before the script is ready is lost.
 */
export function ItemAction({
  action,
  label,
  busyLabel,
}: {
  action: ItemActionKind;
  label: string;
  /** 'Processing...', 'Checking access...': the link stays, but does nothing meanwhile. */
  busyLabel: string | null;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const href =
    action.kind === 'login'
      ? `/login?next=${encodeURIComponent(location.pathname)}`
      : action.kind === 'download'
        ? action.href
        : `${location.pathname}?${buyParam}=1`;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (busyLabel) {
      event.preventDefault();
      return;
    }
    if (action.kind === 'login') {
      event.preventDefault();
      navigate(href, { state: { from: { pathname: location.pathname, search: location.search } } });
    } else if (action.kind === 'buy') {
      event.preventDefault();
      action.buy();
    } else {
      // The browser downloads the file; the dashboard's list has a new entry by then.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['downloads'] }), 2000);
    }
  }

  return (
    <a
      href={href}
      {...(action.kind === 'download' ? { download: '' } : {})}
      aria-disabled={busyLabel ? true : undefined}
      onClick={onClick}
      className={primaryButton}
    >
      {busyLabel ?? label}
    </a>
  );
}

/**
 * Opens the checkout once when the page was reached through a Buy link followed before the script
 * was ready (`?buy=1`), then takes the parameter out of the address.
 */
export function useBuyFromAddress(ready: boolean, buy: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const started = useRef(false);
  const wanted = searchParams.get(buyParam) === '1';
  useEffect(() => {
    if (!wanted || !ready || started.current) return;
    started.current = true;
    const rest = new URLSearchParams(searchParams);
    rest.delete(buyParam);
    setSearchParams(rest, { replace: true });
    buy();
  }, [wanted, ready, buy, searchParams, setSearchParams]);
  return wanted;
}
