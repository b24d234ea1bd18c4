// What `react-dom/static` resolves to (the alias in vite.config.ts, decision 39): React's
// prerender functions, drawn by Preact's string renderer. It waits for every lazy screen and
// suspended part and draws the whole page at once, as React's prerender does. React's options
// (progressive chunks, bootstrap scripts, abort signal) have nothing to act on here.
import { Readable } from 'node:stream';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';

type PreactNode = Parameters<typeof renderToStringAsync>[0];

async function draw(children: ReactNode): Promise<string> {
  return renderToStringAsync(children as PreactNode);
}

/**
 * The server's renderer (entry-server.tsx): the same drawing as prerenderToNodeStream, as one
 * string, without a stream to read it back from. Reading the stream took turns of the event loop
 * in which other pages were drawn, so each page's markup (a string of thousands of pieces) lived
 * through collections of the young generation and was copied into the old one: with ten signed-in
 * pages at once, 400 KiB a page was, and 240 KiB without the stream.
 */
export function prerenderToString(children: ReactNode): Promise<string> {
  return draw(children);
}

export async function prerender(children: ReactNode, _options?: unknown) {
  const html = await draw(children);
  return { prelude: new Blob([html]).stream() };
}

export async function prerenderToNodeStream(children: ReactNode, _options?: unknown) {
  const html = await draw(children);
  return { prelude: Readable.from([html]) };
}
