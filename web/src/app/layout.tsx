import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LoadingMessage } from '../components/ui/loading-message';
import { HydrateLater } from '../lib/hydrate-later';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { NoticeRegion } from './notice-region';
import { TestPaymentsBanner } from './test-payments-banner';

// A screen whose code or data takes longer than this keeps focus on <main>.
const headingWaitMs = 5000;

/**
 * Focuses the screen's heading (made focusable by script only); false when it is not drawn yet.
 * That is the h1, or, inside a section with its own frame and navigation (/admin), the first
 * heading of the part marked `data-screen`: the frame's h1 and links stay the same from screen
 * to screen, and a keyboard user should not have to Tab through them again to reach the screen.
 */
function focusMainHeading(main: HTMLElement): boolean {
  const screen = main.querySelector('[data-screen]');
  const heading = screen ? screen.querySelector('h1, h2') : main.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  (heading as HTMLElement).focus({ preventScroll: true });
  return true;
}

/** The frame of every screen: skip link, fixed navigation bar, the screen, footer. */
export function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // After a client-side navigation (signing in, a link, a redirect), move focus to the new
  // screen's main heading so screen readers start there; <main> until a lazy screen has drawn it.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = mainRef.current;
    if (!main) return;
    if (focusMainHeading(main)) return;
    main.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      // Someone who has already moved on (typing, tabbing) keeps their place.
      if (document.activeElement !== main || focusMainHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), headingWaitMs);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to main content
      </a>
      <HydrateLater>
        <NavBar />
      </HydrateLater>
      {/* At least a screen tall, so the footer starts below the fold: the screen's content and
          data arriving grow <main> without pushing a visible footer down (a layout shift). */}
      <main id="main" ref={mainRef} tabIndex={-1} className="flex min-h-svh flex-1 flex-col pt-16">
        <TestPaymentsBanner />
        <Suspense fallback={<LoadingMessage />}>
          <Outlet />
        </Suspense>
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <NoticeRegion />
      <ScrollRestoration />
    </div>
  );
}
