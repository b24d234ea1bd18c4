import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { clearNotice } from './src/lib/notify';

// Screens are lazy-loaded; the first import of a module in a run can take a moment to transform,
// over 5 s on a machine busy with other work (CI, a benchmark, two files per core): wait for what
// the user sees, as long as a machine many times slower needs.
configure({ asyncUtilTimeout: 30_000 });

// Decision 39: the app runs on Preact, which runs effects after the next frame; React, whose timing
// these tests assert (focus moved by an effect as soon as the new screen shows), runs them straight
// after the render. In jsdom there is no paint to wait for, so effects run right after the render.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

// jsdom does not scroll; the router's ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};

// Decision 23: no browser dialogs. A screen that opens one fails its test.
for (const dialog of ['alert', 'confirm', 'prompt'] as const) {
  window[dialog] = () => {
    throw new Error(`window.${dialog} was called; show the message in the page (decision 23)`);
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearNotice();
});
