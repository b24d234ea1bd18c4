import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, loadScreensFor } from './app/router';
import { nextTask, whenTakenOver } from './lib/hydrate-later';
import { hydration, pageDataElementId } from './lib/hydration';
import { hydratePage } from './lib/page-data';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The server draws public pages with the data they show (entry-server.tsx); the page then takes
// over that HTML and that data as they are, and fetches nothing again.
const pageData = document.getElementById(pageDataElementId);
const queryClient = createQueryClient();

if (pageData && root.firstElementChild) {
  hydration.active = true;
  const state = JSON.parse(pageData.textContent ?? '{}') as DehydratedState;
  // The data is as fresh as the page that brought it (the server may send a page it drew a while
  // ago, while the API still gives the same answers), and the clocks need not agree.
  for (const query of state.queries ?? []) query.state.dataUpdatedAt = Date.now();
  hydratePage(queryClient, state);
  // Not a top-level await: with one, the bundler would split the entry's modules into many small
  // files (the screens' code could not import from an entry still running).
  // This runs once the page has loaded (main.tsx), then in steps, each a task of its own, so that
  // none blocks the page for long: the router matches the address; the screen's code arrives and
  // runs; the page is taken over, a piece at a time (HydrateLater). Until then its links work as
  // plain links.
  void nextTask()
    .then(() => {
      const router = createAppRouter({ hydrating: true });
      return loadScreensFor(router.state.matches).then(() => router);
    })
    .then(async (router) => {
      await nextTask();
      hydrateRoot(root, app(router));
      whenTakenOver(() => {
        hydration.active = false;
        markReady();
      });
    });
} else {
  createRoot(root).render(app(createAppRouter()));
  markReady();
}

/**
 * Says the page answers input now (Preact draws and hydrates at once). A server-drawn page shows
 * its buttons before that; the end-to-end tests wait for this before they press them.
 */
function markReady() {
  document.documentElement.dataset.ready = 'true';
}

function app(router: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <AppProviders router={router} queryClient={queryClient} />
    </StrictMode>
  );
}
