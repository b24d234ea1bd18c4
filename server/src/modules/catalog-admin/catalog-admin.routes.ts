import { errorResponse, messageResponse } from '@studyhub/contract/api';
import { adminCatalogParams, adminCatalogPatch, catalogKinds } from '@studyhub/contract/catalog';
import {
  adminCatalogDeleteResponse,
  adminCatalogItemResponse,
  adminCatalogListResponse,
  catalogCreateBodies,
  catalogEditBodies,
} from '@studyhub/contract/catalog-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { CatalogAdminService } from './catalog-admin.service.ts';

const itemParams = z.object({ id: z.string().min(1).max(200) });
const refusals = { 401: errorResponse, 403: errorResponse } as const;

export async function catalogAdminRoutes(
  app: FastifyInstance,
  options: { catalogAdmin: CatalogAdminService },
) {
  const { catalogAdmin } = options;
  app.addHook('onRequest', requireRole('admin'));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.patch(
    '/:kind/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publish, hide, rename, describe or reprice a catalog item',
        security: [{ bearer: [] }],
        params: adminCatalogParams,
        body: adminCatalogPatch,
        response: { 200: messageResponse, 400: errorResponse, ...refusals, 404: errorResponse },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await catalogAdmin.patch(kind, id, request.body, currentUser(request));
      return { success: true as const, message: 'Saved' };
    },
  );

  // One set of routes per kind, so each validates its own form and documents it.
  for (const kind of catalogKinds) {
    const tags = ['admin'];
    const security = [{ bearer: [] }];

    routes.get(
      `/${kind}`,
      {
        schema: {
          tags,
          summary: `Every ${kind} item: drafts, published and deleted ones`,
          security,
          response: { 200: adminCatalogListResponse, ...refusals },
        },
      },
      async () => ({ success: true as const, items: await catalogAdmin.list(kind) }),
    );

    routes.get(
      `/${kind}/:id`,
      {
        schema: {
          tags,
          summary: `One ${kind} item with every field an operator edits`,
          security,
          params: itemParams,
          response: { 200: adminCatalogItemResponse, ...refusals, 404: errorResponse },
        },
      },
      async (request) => ({
        success: true as const,
        item: await catalogAdmin.find(kind, request.params.id),
      }),
    );

    routes.post(
      `/${kind}`,
      {
        schema: {
          tags,
          summary: `Create a ${kind} item as a draft`,
          security,
          body: catalogCreateBodies[kind],
          response: {
            201: adminCatalogItemResponse,
            400: errorResponse,
            ...refusals,
            409: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const item = await catalogAdmin.create(kind, request.body, currentUser(request));
        return reply.code(201).send({ success: true as const, item });
      },
    );

    routes.put(
      `/${kind}/:id`,
      {
        schema: {
          tags,
          summary: `Replace every editable field of a ${kind} item`,
          security,
          params: itemParams,
          body: catalogEditBodies[kind],
          response: {
            200: adminCatalogItemResponse,
            400: errorResponse,
            ...refusals,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request) => ({
        success: true as const,
        item: await catalogAdmin.replace(
          kind,
          request.params.id,
          request.body,
          currentUser(request),
        ),
      }),
    );

    routes.delete(
      `/${kind}/:id`,
      {
        schema: {
          tags,
          summary: `Delete a ${kind} item; one someone bought or downloaded is hidden and kept`,
          security,
          params: itemParams,
          response: {
            200: adminCatalogDeleteResponse,
            ...refusals,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request) => {
        const outcome = await catalogAdmin.remove(kind, request.params.id, currentUser(request));
        return {
          success: true as const,
          outcome,
          message:
            outcome === 'removed'
              ? 'Deleted'
              : 'Hidden from the site and kept for the students who bought or downloaded it',
        };
      },
    );
  }
}
