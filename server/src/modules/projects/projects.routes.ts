import { errorCodes, errorResponse } from '@studyhub/contract/api';
import {
  idParams,
  notFoundMessages,
  projectResponse,
  projectsResponse,
} from '@studyhub/contract/catalog';
import { projectsQuery } from '@studyhub/contract/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { fileNameFrom, sendStoredFile } from '../../files/send-file.ts';
import { type CatalogCache, sendCachedJson } from '../../lib/cached-json.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { limitedDownload } from '../downloads/download-limit.ts';
import type { DownloadsService } from '../downloads/downloads.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { listCacheKey, pageOf, type SearchService } from '../search/search.service.ts';
import type { ProjectsRepository } from './projects.repository.ts';

export interface ProjectsRoutesOptions {
  projects: ProjectsRepository;
  search: SearchService;
  cache: CatalogCache;
  files: FileStore;
  payments: PaymentsService;
  downloads: DownloadsService;
}

export async function projectsRoutes(app: FastifyInstance, options: ProjectsRoutesOptions) {
  const { projects, search, cache, files, payments, downloads } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/',
    {
      schema: {
        tags: ['projects'],
        summary: 'Published projects: searched, filtered and a page at a time',
        querystring: projectsQuery,
        response: { 200: projectsResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { q, page, pageSize, ...filters } = request.query;
      const key = listCacheKey('projects', request.query);
      const entry = await cache.get(key, projectsResponse, async () => {
        const [listed, matches, facets] = await Promise.all([
          projects.listMatching(filters),
          search.matches('projects', q),
          projects.facets(),
        ]);
        const { items, ...where } = pageOf(listed, matches, page, pageSize);
        return { success: true as const, projects: items, ...where, facets };
      });
      return sendCachedJson(request, reply, entry);
    },
  );

  routes.get(
    '/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'One project with its technologies',
        params: idParams,
        response: { 200: projectResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const entry = await cache.get(`project:${id}`, projectResponse, async () => {
        const project = await projects.findPublished(id);
        if (!project) throw notFound(notFoundMessages.project);
        return { success: true as const, project };
      });
      return sendCachedJson(request, reply, entry);
    },
  );

  routes.get(
    '/:id/preview',
    {
      schema: {
        tags: ['projects'],
        summary:
          'A public overview of the project (features, setup, structure) as a PDF; not its source',
        params: idParams,
        response: { 404: errorResponse },
      },
    },
    async (request, reply) => {
      const project = await projects.findFiles(request.params.id);
      if (!project?.previewFileKey) throw notFound('This project has no preview.');
      return sendStoredFile(reply, files, project.previewFileKey, {
        fileName: `${fileNameFrom(project.name)}-overview`,
        disposition: 'inline',
        cacheControl: 'public, max-age=3600',
      });
    },
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireUser);
    signedIn.withTypeProvider<ZodTypeProvider>().get(
      '/:id/download',
      {
        schema: {
          tags: ['projects'],
          summary: "Download a bought project's source code as a zip",
          security: [{ bearer: [] }],
          params: idParams,
          response: {
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
            416: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const listed = await projects.findFiles(request.params.id);
        const kept = listed ? undefined : await projects.findDeletedFiles(request.params.id);
        const project = listed ?? kept;
        if (!project) throw notFound(notFoundMessages.project);
        const owned = await payments.entitlement(user.id, 'project', project.id);
        // A deleted project is gone for everyone but the students who bought it.
        if (kept && !owned) throw notFound(notFoundMessages.project);
        if (!owned) {
          throw new AppError(
            403,
            errorCodes.paymentRequired,
            'Please buy the source code to download it.',
          );
        }
        return sendStoredFile(reply, files, project.fileKey, {
          fileName: `${fileNameFrom(project.name)}-source-code`,
          disposition: 'attachment',
          recordDownload: limitedDownload(request, reply, downloads, {
            userId: user.id,
            itemType: 'project',
            itemId: project.id,
            itemSlug: request.params.id,
            itemName: project.name,
            orderId: owned.orderId,
            amountPaise: owned.amountPaise,
          }),
        });
      },
    );
  });
}
