import { errorCodes, errorResponse } from '@studyhub/contract/api';
import { idParams, notFoundMessages, papersResponse } from '@studyhub/contract/catalog';
import { questionPapersQuery } from '@studyhub/contract/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { fileNameFrom, sendStoredFile } from '../../files/send-file.ts';
import { type CatalogCache, sendCachedJson } from '../../lib/cached-json.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { limitedDownload } from '../downloads/download-limit.ts';
import type { DownloadsService } from '../downloads/downloads.service.ts';
import { listCacheKey, pageOf, type SearchService } from '../search/search.service.ts';
import type { QuestionPapersRepository } from './question-papers.repository.ts';

export async function questionPapersRoutes(
  app: FastifyInstance,
  options: {
    papers: QuestionPapersRepository;
    search: SearchService;
    cache: CatalogCache;
    files: FileStore;
    downloads: DownloadsService;
  },
) {
  const { papers, search, cache, files } = options;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      schema: {
        tags: ['question papers'],
        summary: 'Published question papers: searched, filtered and a page at a time',
        querystring: questionPapersQuery,
        response: { 200: papersResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { q, page, pageSize, ...filters } = request.query;
      const key = listCacheKey('question-papers', request.query);
      const entry = await cache.get(key, papersResponse, async () => {
        const [listed, matches, facets] = await Promise.all([
          papers.listMatching(filters),
          search.matches('question_papers', q),
          papers.facets(),
        ]);
        const { items, ...where } = pageOf(listed, matches, page, pageSize);
        return { success: true as const, papers: items, ...where, facets };
      });
      return sendCachedJson(request, reply, entry);
    },
  );

  // Papers are free, but downloading one needs an account (spec section 5).
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireUser);
    signedIn.withTypeProvider<ZodTypeProvider>().get(
      '/:id/download',
      {
        schema: {
          tags: ['question papers'],
          summary: 'Download a question paper as a PDF',
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
        const paper = await papers.findFile(request.params.id);
        if (!paper) throw notFound(notFoundMessages.paper);
        if (paper.pricePaise > 0) {
          throw new AppError(
            403,
            errorCodes.paymentRequired,
            'This paper is not free to download.',
          );
        }
        return sendStoredFile(reply, files, paper.fileKey, {
          fileName: fileNameFrom(`${paper.name} ${paper.year}`),
          disposition: 'attachment',
          recordDownload: limitedDownload(request, reply, options.downloads, {
            userId: currentUser(request).id,
            itemType: 'paper',
            itemId: paper.id,
            itemSlug: request.params.id,
            itemName: `${paper.name} (${paper.year})`,
            orderId: null,
            amountPaise: null,
          }),
        });
      },
    );
  });
}
