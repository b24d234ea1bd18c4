import { Readable } from 'node:stream';
import { errorCodes, errorResponse } from '@studyhub/contract/api';
import { adminCatalogParams, idParams } from '@studyhub/contract/catalog';
import {
  type ImageKind,
  imageKinds,
  uploadLimits,
  uploadResponse,
} from '@studyhub/contract/uploads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../errors.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { DocumentKind } from './uploads.repository.ts';
import type { Upload, UploadsService } from './uploads.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Content types an upload route takes; anything else is refused before the body is read. */
    uploadTypes?: readonly string[];
  }
}

const pdfTypes = ['application/pdf'] as const;
// Windows browsers label zips application/x-zip-compressed.
const zipTypes = ['application/zip', 'application/x-zip-compressed'] as const;
const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

const responses = {
  200: uploadResponse,
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
};

const mediaType = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Operators upload an item's file as the raw request body (PUT, Content-Type of the file). The
 * body is handed through as a stream, never buffered by a parser; the service counts its bytes.
 */
export async function uploadsRoutes(app: FastifyInstance, options: { uploads: UploadsService }) {
  app.addHook('onRequest', requireRole('admin'));
  app.addHook('onRequest', async (request) => {
    const accepted = request.routeOptions.config.uploadTypes;
    if (accepted && !accepted.includes(mediaType(request))) {
      throw new AppError(
        415,
        errorCodes.unsupportedMediaType,
        `Send the file as the request body with Content-Type ${accepted.join(' or ')}.`,
      );
    }
  });
  const handOver = (
    _request: FastifyRequest,
    payload: unknown,
    done: (error: null, body: unknown) => void,
  ) => done(null, payload);
  app.addContentTypeParser([...pdfTypes, ...zipTypes, ...imageTypes], handOver);

  const upload = (request: FastifyRequest, slug: string): Upload => {
    if (!(request.body instanceof Readable)) throw badRequest('Send the file as the request body.');
    const length = Number(request.headers['content-length']);
    return {
      slug,
      body: request.body,
      declaredBytes: Number.isFinite(length) ? length : undefined,
      actor: currentUser(request),
    };
  };

  /** A refused upload may still be arriving; close the connection rather than read the rest. */
  const closingOnTooLarge = async <T>(reply: FastifyReply, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 413)
        reply.header('connection', 'close');
      throw error;
    }
  };

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const documentRoute = (
    kind: DocumentKind,
    path: string,
    types: readonly string[],
    limit: number,
    what: string,
  ) =>
    routes.put(
      path,
      {
        bodyLimit: limit,
        config: { uploadTypes: types },
        schema: {
          tags: ['admin'],
          summary: `Upload or replace the ${what} of ${kind === 'projects' ? 'a project' : kind === 'notes' ? 'a note' : 'a question paper'}`,
          description: `The raw file as the request body (Content-Type ${types.join(' or ')}), at most ${limit / (1024 * 1024)} MiB.`,
          security: [{ bearer: [] }],
          params: idParams,
          response: responses,
        },
      },
      async (request, reply) =>
        closingOnTooLarge(reply, () =>
          options.uploads.replaceDocument(kind, upload(request, request.params.id)),
        ),
    );

  documentRoute('notes', '/notes/:id/pdf', pdfTypes, uploadLimits.pdfBytes, 'PDF');
  documentRoute(
    'question-papers',
    '/question-papers/:id/pdf',
    pdfTypes,
    uploadLimits.pdfBytes,
    'PDF',
  );
  documentRoute('projects', '/projects/:id/source', zipTypes, uploadLimits.zipBytes, 'source zip');

  routes.put(
    '/:kind/:id/image',
    {
      bodyLimit: uploadLimits.imageBytes,
      config: { uploadTypes: imageTypes },
      schema: {
        tags: ['admin'],
        summary: 'Upload or replace the card image of a note, project, course or blog',
        description: `A PNG, JPEG or WebP as the request body, at most ${uploadLimits.imageBytes / (1024 * 1024)} MiB; stored as WebP (800 and 400 px wide) and a 1200×630 PNG for link previews.`,
        security: [{ bearer: [] }],
        params: adminCatalogParams,
        response: responses,
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      if (!(imageKinds as readonly string[]).includes(kind)) {
        throw badRequest(`${kind} have no card image; images belong to ${imageKinds.join(', ')}.`);
      }
      return closingOnTooLarge(reply, () =>
        options.uploads.replaceImage(kind as ImageKind, upload(request, request.params.id)),
      );
    },
  );
}
