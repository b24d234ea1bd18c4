import { errorResponse, messageResponse } from '@studyhub/contract/api';
import { adminCatalogParams, adminCatalogPatch } from '@studyhub/contract/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { CatalogCache } from '../../lib/cached-json.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { CatalogAdminRepository } from './catalog-admin.repository.ts';

export async function catalogAdminRoutes(
  app: FastifyInstance,
  options: {
    catalogAdmin: (db: Kysely<Database>) => CatalogAdminRepository;
    audit: (db: Kysely<Database>) => AuditRepository;
    db: Kysely<Database>;
    cache: CatalogCache;
  },
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
      const operator = currentUser(request);
      const change = await options.db.transaction().execute(async (trx) => {
        const changed = await options.catalogAdmin(trx).update(kind, id, request.body);
        if (changed) {
          await options.audit(trx).record({
            actor: operator,
            action: `${kind}.update`,
            subjectType: kind,
            subjectId: id,
            ...changed,
          });
        }
        return changed;
      });
      if (!change) throw notFound(`No ${kind} item has the id ${id}.`);
      options.cache.invalidate();
      return { success: true as const, message: 'Saved' };
    },
  );
}
