// First: schemas built in any chunk must see the jitless setting (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, loadScreensFor } from './app/router';
import { hydration, pageDataElementId } from './lib/hydration';
import './index.css';

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
  hydrate(queryClient, state);
  // Not a top-level await: with one, the bundler would split the entry's modules into many small
  // files (the screens' code could not import from an entry still running).
  void loadScreensFor(window.location.pathname).then(() => {
    // Preact's render over the server's markup takes its elements over and corrects any text that
    // differs; its hydrate() trusts the markup as it is, and adjacent texts drawn as one by the
    // server ('1' and '.') came out doubled ('1..').
    createRoot(root).render(app());
    markReady();
  });
} else {
  createRoot(root).render(app());
  markReady();
}

/**
 * Says the page answers input now (Preact draws and hydrates at once). A server-drawn page shows
 * its buttons before that; the end-to-end tests wait for this before they press them.
 */
function markReady() {
  document.documentElement.dataset.ready = 'true';
}

function app() {
  return (
    <StrictMode>
      <AppProviders router={createAppRouter()} queryClient={queryClient} />
    </StrictMode>
  );
}
