import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type ErrorResponse, errorCodes } from '@studyhub/contract/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed files under /assets are cached for a year, everything else
 * (index.html above all) is revalidated on every visit. Files are precompressed at build time.
 * Any other non-API GET gets index.html so client routes survive a reload.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const hasBuild = existsSync(path.join(options.root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.root,
      preCompressed: true,
      index: false,
      setHeaders: (response, filePath) => {
        const inAssets = filePath.startsWith(path.join(options.root, 'assets') + path.sep);
        response.header('cache-control', inAssets ? immutable : 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  } else {
    app.log.warn({ root: options.root }, 'web app is not built; only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && isPage && hasBuild) {
      return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: ErrorResponse = {
      success: false,
      code: errorCodes.notFound,
      message: isApi
        ? `No API route matches ${request.method} ${request.url.split('?')[0]}.`
        : 'Page not found.',
    };
    return reply.code(404).send(body);
  });
});
