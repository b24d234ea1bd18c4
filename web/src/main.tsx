// The page's styles, linked from the HTML itself: imported from start.tsx they would come late.
import './index.css';
import { showHomeSpinnerOncePerSession } from './features/home/home-spinner-session';

/** Long enough for any first paint; a browser that never reports one still starts the app. */
const paintWaitMs = 3000;

// At once, not with the app: on a later load in the tab session, the spinner is not to be painted.
showHomeSpinnerOncePerSession();

/**
 * The entry the HTML names, kept tiny: while a page loads, the stylesheet and the first images
 * (what a visitor waits for) have a slow connection to themselves. Once the page has loaded and
 * shown its content, the app's code is fetched and takes the page over (start.tsx, decision 43).
 */
void Promise.all([afterLoad(), afterFirstContentfulPaint()]).then(() => import('./start'));

/** Resolves once the page and its first images have loaded (the load event). */
function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the browser has shown the page's first content: the load event can come before
 * it (a page without images), and the app's code would then hold it back. Browsers without paint
 * timing wait for a drawn frame instead.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted()) return resolve();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, paintWaitMs);
  });
}
