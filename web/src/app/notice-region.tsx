import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dismissNotice, useNotice } from '../lib/notify';

/**
 * Where `notify` messages appear (decision 23): a status message fixed at the bottom of the
 * screen, read out by screen readers without taking focus, with a button to dismiss it. A message
 * stays on the screen it was said on and on the next one (a redirect, such as to /dashboard after
 * contacting us); going on from there clears it.
 */
export function NoticeRegion() {
  const notice = useNotice();
  const { pathname } = useLocation();
  const seenOn = useRef<{ id: number; paths: string[] } | null>(null);

  useEffect(() => {
    if (!notice) return;
    const seen = seenOn.current;
    if (seen?.id !== notice.id) {
      seenOn.current = { id: notice.id, paths: [pathname] };
      return;
    }
    if (seen.paths.includes(pathname)) return;
    if (seen.paths.length === 1) seen.paths.push(pathname);
    else dismissNotice(notice.id);
  }, [notice, pathname]);

  // The live region is always in the page, so a message put into it is announced. It has no
  // status role itself: screens keep their own status lines, and this one names itself.
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4"
    >
      {notice && (
        <section
          aria-label="Notification"
          className="pointer-events-auto flex w-full max-w-lg items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 shadow-xl ring-1 ring-slate-900/5"
        >
          <p className="flex-1 font-medium break-words text-slate-900">{notice.message}</p>
          <button
            type="button"
            onClick={() => dismissNotice(notice.id)}
            className="shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            Dismiss
          </button>
        </section>
      )}
    </div>
  );
}
