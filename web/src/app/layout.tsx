import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LoadingMessage } from '../components/ui/loading-message';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { NoticeRegion } from './notice-region';
import { TestPaymentsBanner } from './test-payments-banner';

/** The frame of every screen: skip link, fixed navigation bar, the screen, footer. */
export function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // After a client-side navigation, move focus to the new screen so screen readers start there.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to main content
      </a>
      <NavBar />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex flex-1 flex-col pt-16">
        <TestPaymentsBanner />
        <Suspense fallback={<LoadingMessage />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <NoticeRegion />
      <ScrollRestoration />
    </div>
  );
}
