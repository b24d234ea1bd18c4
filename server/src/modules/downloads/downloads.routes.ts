import { errorResponse } from '@studyhub/contract/api';
import { downloadsResponse } from '@studyhub/contract/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { DownloadsService } from './downloads.service.ts';

/** Registered under /api/user: the signed-in student's own downloads. */
export async function downloadsRoutes(
  app: FastifyInstance,
  options: { downloads: DownloadsService },
) {
  app.addHook('onRequest', requireUser);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['downloads'],
    security: [{ bearer: [] }],
    response: { 200: downloadsResponse, 401: errorResponse },
  };
  const list = async (request: Parameters<typeof currentUser>[0]) => ({
    success: true as const,
    downloads: await options.downloads.listForUser(currentUser(request).id),
  });

  routes.get('/downloads', { schema: { ...schema, summary: 'My downloads, newest first' } }, list);
  // The spec's dashboard polls this every five minutes; it answers the same list.
  routes.get(
    '/download-history',
    { schema: { ...schema, summary: 'My downloads (the dashboard poll)' } },
    list,
  );
}
