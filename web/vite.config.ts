import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// Decision 39: the browser runs Preact through its React compatibility layer, not react-dom.
// Every import of React, from the app and from node_modules (React Router, TanStack Query,
// Testing Library), resolves to preact/compat. Exact matches only, so 'react-router' stays itself.
const prerender = new URL('./src/lib/preact-prerender.ts', import.meta.url);
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  // React's prerender (which waits for every lazy part), on Preact's string renderer.
  { find: /^react-dom\/static$/, replacement: fileURLToPath(prerender) },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

// Decision 36: in the browser zod runs jitless (the CSP allows no eval). Every import of 'zod'
// goes to the module that sets that with zod's own z.config() before any schema is built; the
// server's render build, where eval is allowed, keeps zod's compiled parsers.
const jitlessZod = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
};

/**
 * The page's script loads at low priority: a server-drawn page is readable without it, and on a
 * slow connection its 50 KB would otherwise share the line with the stylesheet and the first
 * images, which are what a visitor waits to see. (Vite drops the attribute from index.html's own
 * tag, so it is added to the tag Vite writes.)
 */
const scriptAfterContent: Plugin = {
  name: 'studyhub:script-after-content',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        /<script type="module" crossorigin src=/g,
        '<script type="module" fetchpriority="low" crossorigin src=',
      ),
  },
};

export default defineConfig(({ mode, isSsrBuild }) => ({
  // No @vitejs/plugin-react: its Fast Refresh drives react-dom only, so an edit would leave a stale
  // page; without it Vite reloads the page on an edit. esbuild compiles the JSX (tsconfig's
  // react-jsx) into imports of react/jsx-runtime, which the alias sends to Preact.
  plugins: [tailwindcss(), scriptAfterContent],
  resolve: {
    alias: isSsrBuild ? preactCompat : [...preactCompat, jitlessZod],
    // Vitest resolves packages as Node would and leaves them to Node, which would load the real
    // React for them. In tests, the packages that import React are run through Vite instead
    // (server.deps.inline below), from their ES module builds, so the alias reaches them too.
    ...(mode === 'test' && { conditions: ['module'], mainFields: ['module'] }),
  },
  build: {
    // The server renderer (dist/ssr) needs none of the site's public files.
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    // No inline module-preload polyfill: the CSP allows no inline script.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
    rollupOptions: {
      onwarn(warning, warn) {
        // React Router and TanStack Query mark their modules "use client" for React Server
        // Components, which a plain bundle has no use for.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  // The server renderer bundles its packages too, so the alias above reaches React Router and
  // TanStack Query there as well: the server draws with the very Preact the browser hydrates with.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    environment: 'jsdom',
    // Two test files per core: one per core left the machine half idle, files waiting on what the
    // user sees (decision 62).
    maxWorkers: availableParallelism() * 2,
    setupFiles: ['./vitest.setup.ts'],
    // Above the waits for what the user sees (vitest.setup.ts): a busy machine is slow, not wrong.
    testTimeout: 60_000,
    css: false,
    server: {
      deps: {
        inline: [
          '@testing-library/react',
          '@testing-library/user-event',
          'react-router',
          '@tanstack/react-query',
        ],
      },
    },
  },
}));
