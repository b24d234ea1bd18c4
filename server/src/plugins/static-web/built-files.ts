import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';

/**
 * The built files the browser fetches, each sent as built or as its precompressed .br or .gz: the
 * hashed files under /assets, cached for a year, and the few beside index.html (the favicon),
 * revalidated on every visit. index.html itself is served as the pages; dist/ssr never is.
 */
export async function serveBuiltFiles(app: FastifyInstance, root: string): Promise<void> {
  // The hashed files under /assets, kept a year; any file that appears there after a rebuild
  // is served at once.
  await app.register(fastifyStatic, {
    root: path.join(root, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    index: false,
    setHeaders: (response) => response.header('cache-control', immutable),
  });
  // The few files beside index.html (the favicon), found when the server starts: a page's
  // address then never costs a look on disk (a wildcard would look for a file first).
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    decorateReply: false,
    // The render code is the server's, not the site's; index.html is served as the pages.
    globIgnore: ['ssr/**', 'assets/**', 'index.html', '*.br', '*.gz'],
    preCompressed: true,
    index: false,
    setHeaders: (response) => response.header('cache-control', 'no-cache'),
  });
}

/** A path that names a file (an extension in its last segment) is never a client route. */
export const looksLikeFile = (url: string) => /\.[A-Za-z0-9]+$/.test(url.split('?')[0] ?? '');
