import { errorResponse, messageResponse } from '@studyhub/contract/api';
import { adminCatalogParams, adminCatalogPatch } from '@studyhub/contract/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import type { CatalogCache } from '../../lib/cached-json.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { CatalogAdminRepository } from './catalog-admin.repository.ts';

export async function catalogAdminRoutes(
  app: FastifyInstance,
  options: { catalogAdmin: CatalogAdminRepository; cache: CatalogCache },
) {
  app.addHook('onRequest', requireRole('admin'));
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/:kind/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publish, hide, rename, describe or reprice a catalog item',
        security: [{ bearer: [] }],
        params: adminCatalogParams,
        body: adminCatalogPatch,
        response: {
          200: messageResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const updated = await options.catalogAdmin.update(kind, id, request.body);
      if (!updated) throw notFound(`No ${kind} item has the id ${id}.`);
      options.cache.invalidate();
      request.log.info(
        { kind, id, by: currentUser(request).id, patch: request.body },
        'catalog item changed',
      );
      return { success: true as const, message: 'Saved' };
    },
  );
}
