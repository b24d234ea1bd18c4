import { errorCodes, errorResponse } from '@studyhub/contract/api';
import {
  idParams,
  noteResponse,
  notesResponse,
  notFoundMessages,
} from '@studyhub/contract/catalog';
import { accessResponse } from '@studyhub/contract/payments';
import { notesQuery } from '@studyhub/contract/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { fileNameFrom, sendStoredFile } from '../../files/send-file.ts';
import { buyerFooter } from '../../files/stamp-pdf.ts';
import { createStampedCopies } from '../../files/stamped-copies.ts';
import { type CatalogCache, sendCachedJson } from '../../lib/cached-json.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { limitedDownload } from '../downloads/download-limit.ts';
import type { DownloadsService } from '../downloads/downloads.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { listCacheKey, pageOf, type SearchService } from '../search/search.service.ts';
import type { NotesRepository } from './notes.repository.ts';

export interface NotesRoutesOptions {
  notes: NotesRepository;
  search: SearchService;
  cache: CatalogCache;
  files: FileStore;
  payments: PaymentsService;
  downloads: DownloadsService;
}

export async function notesRoutes(app: FastifyInstance, options: NotesRoutesOptions) {
  const { notes, search, cache, files, payments, downloads } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const stampedCopies = createStampedCopies(files);

  routes.get(
    '/',
    {
      schema: {
        tags: ['notes'],
        summary: 'Published notes: searched, filtered and a page at a time',
        querystring: notesQuery,
        response: { 200: notesResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { q, page, pageSize, ...filters } = request.query;
      const entry = await cache.get(
        listCacheKey('notes', request.query),
        notesResponse,
        async () => {
          const [listed, matches, facets] = await Promise.all([
            notes.listMatching(filters),
            search.matches('notes', q),
            notes.facets(),
          ]);
          const { items, ...where } = pageOf(listed, matches, page, pageSize);
          return { success: true as const, notes: items, ...where, facets };
        },
      );
      return sendCachedJson(request, reply, entry);
    },
  );

  routes.get(
    '/:id',
    {
      schema: {
        tags: ['notes'],
        summary: 'One note with its covered topics',
        params: idParams,
        response: { 200: noteResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const entry = await cache.get(`note:${id}`, noteResponse, async () => {
        const note = await notes.findPublished(id);
        if (!note) throw notFound(notFoundMessages.note);
        return { success: true as const, note };
      });
      return sendCachedJson(request, reply, entry);
    },
  );

  routes.get(
    '/:id/preview',
    {
      schema: {
        tags: ['notes'],
        summary: 'A public sample of the first pages, as a PDF',
        params: idParams,
        response: { 404: errorResponse },
      },
    },
    async (request, reply) => {
      const note = await notes.findFiles(request.params.id);
      if (!note?.previewFileKey) throw notFound('This note has no preview.');
      return sendStoredFile(reply, files, note.previewFileKey, {
        fileName: `${fileNameFrom(note.name)}-preview`,
        disposition: 'inline',
        cacheControl: 'public, max-age=3600',
      });
    },
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireUser);
    const routes = signedIn.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/access/:id',
      {
        schema: {
          tags: ['notes'],
          summary: 'Whether the signed-in student may download this note',
          security: [{ bearer: [] }],
          params: idParams,
          response: { 200: accessResponse, 401: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const note = await notes.findFiles(request.params.id);
        if (!note) {
          // A deleted note is gone for everyone but the students who bought it.
          const kept = await notes.findDeletedFiles(request.params.id);
          if (!kept || !(await payments.entitlement(userId, 'note', kept.id))) {
            throw notFound(notFoundMessages.note);
          }
          return { success: true as const, hasAccess: true };
        }
        const owned =
          note.pricePaise === 0 || (await payments.entitlement(userId, 'note', note.id));
        return { success: true as const, hasAccess: Boolean(owned) };
      },
    );

    routes.get(
      '/:id/download',
      {
        schema: {
          tags: ['notes'],
          summary: 'Download the note as a PDF: free notes, and paid notes once bought',
          security: [{ bearer: [] }],
          params: idParams,
          response: {
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
            416: errorResponse,
            429: errorResponse,
            503: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const listed = await notes.findFiles(request.params.id);
        const kept = listed ? undefined : await notes.findDeletedFiles(request.params.id);
        const note = listed ?? kept;
        if (!note) throw notFound(notFoundMessages.note);
        // Checked on every download, from the server's own record of paid orders (decision 1).
        const owned =
          note.pricePaise > 0 || kept
            ? await payments.entitlement(user.id, 'note', note.id)
            : undefined;
        // A deleted note is gone for everyone but the students who bought it.
        if (kept && !owned) throw notFound(notFoundMessages.note);
        if (note.pricePaise > 0 && !owned) {
          throw new AppError(
            403,
            errorCodes.paymentRequired,
            'Please buy this note to download it.',
          );
        }
        // A paid note goes out as its buyer's copy: stamped once, kept, then sent as stored
        // (decisions 28 and 54).
        const key =
          owned && note.pricePaise > 0
            ? await stampedCopies.prepare(
                {
                  fileKey: note.fileKey,
                  orderId: owned.orderId,
                  footer: buyerFooter(user, owned.providerOrderId),
                },
                request.log,
              )
            : note.fileKey;
        return sendStoredFile(reply, files, key, {
          fileName: fileNameFrom(note.name),
          disposition: 'attachment',
          recordDownload: limitedDownload(request, reply, downloads, {
            userId: user.id,
            itemType: 'note',
            itemId: note.id,
            itemSlug: request.params.id,
            itemName: note.name,
            orderId: owned?.orderId ?? null,
            amountPaise: owned?.amountPaise ?? null,
          }),
        });
      },
    );
  });
}
