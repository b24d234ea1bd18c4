import { timings } from '@studyhub/contract/constants';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inTheBrowser = () => false;
const onTheServer = () => true;

/**
 * The spec's 1.5 s spinner on the home page (decision 36). It is an overlay: the page is already
 * rendered (and painted) underneath, so nothing waits for it but the eye.
 *
 * The server draws it into the HTML, and CSS alone takes it away (`.home-spinner` in index.css):
 * 1.5 s after it is first drawn whether or not the script has come, never with the script off,
 * and not again on a later load in the same tab session (main.tsx). The browser never draws it
 * itself: a navigation back to Home shows the page at once.
 */
export function HomeSpinner() {
  // React's server snapshot is read on the server and while hydrating, the client's otherwise.
  const drawnByServer = useSyncExternalStore(noSubscription, inTheBrowser, onTheServer);
  const [shown, setShown] = useState(drawnByServer);
  const overlay = useRef<HTMLDivElement>(null);

  // Hydrated as it is (its animation goes on), it leaves the page once that has hidden it.
  useEffect(() => {
    const element = overlay.current;
    if (!element) return;
    let current = true;
    const remove = () => {
      if (current) setShown(false);
    };
    if (typeof element.getAnimations === 'function') {
      // None when it is not displayed (shown before in this session).
      void Promise.allSettled(element.getAnimations().map((animation) => animation.finished)).then(
        remove,
      );
    } else {
      // No Web Animations (jsdom): its time from now, at most.
      const timer = setTimeout(remove, timings.homeSpinnerMs);
      return () => clearTimeout(timer);
    }
    return () => {
      current = false;
    };
  }, []);

  if (!shown) return null;
  return (
    <div
      ref={overlay}
      className="home-spinner fixed inset-x-0 top-16 bottom-0 z-30 flex items-center justify-center bg-white/90"
    >
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 shadow-lg ring-1 ring-slate-200">
        <span
          aria-hidden="true"
          className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
        />
        <p role="status" className="font-medium text-slate-700">
          Loading...
        </p>
      </div>
    </div>
  );
}
