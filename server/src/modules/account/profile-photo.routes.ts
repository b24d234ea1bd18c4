import { Readable } from 'node:stream';
import { profileResponse } from '@studyhub/contract/account';
import { errorCodes, errorResponse } from '@studyhub/contract/api';
import { uploadLimits } from '@studyhub/contract/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { limit, minutes } from '../../plugins/rate-limit.ts';
import type { ProfilePhotoService } from './profile-photo.service.ts';

const photoTypes = ['image/png', 'image/jpeg', 'image/webp'];

const mediaType = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Each upload is decoded and re-encoded: bounds the work one account can ask for. */
export const photoChangesPerUser = {
  name: 'photo-changes-per-user',
  max: 20,
  windowMs: minutes(15),
} as const;

/**
 * The signed-in student's own profile photo: uploaded as the raw request body (PUT, the image's
 * Content-Type), or removed. There is no route that reads or lists anyone else's.
 */
export async function profilePhotoRoutes(
  app: FastifyInstance,
  options: { photos: ProfilePhotoService },
) {
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'PUT' && !photoTypes.includes(mediaType(request))) {
      throw new AppError(
        415,
        errorCodes.unsupportedMediaType,
        `Send the photo as the request body with Content-Type ${photoTypes.join(', ')}.`,
      );
    }
  });
  // The body is handed through unread: the service counts its bytes as it streams to disk.
  app.addContentTypeParser(photoTypes, (_request, payload, done) => done(null, payload));

  const changes = limit({ ...photoChangesPerUser, key: (request) => request.session?.user.id });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const failures = {
    400: errorResponse,
    401: errorResponse,
    404: errorResponse,
    429: errorResponse,
  };

  routes.put(
    '/photo',
    {
      bodyLimit: uploadLimits.photoBytes,
      preHandler: changes,
      schema: {
        tags: ['account'],
        summary: 'Upload or replace my profile photo',
        description: `A PNG, JPEG or WebP as the request body, at most ${uploadLimits.photoBytes / (1024 * 1024)} MiB; stored as a 256 px square WebP.`,
        security: [{ bearer: [] }],
        response: {
          200: profileResponse,
          ...failures,
          413: errorResponse,
          415: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      if (!(request.body instanceof Readable)) throw badRequest('Send the photo as the body.');
      const length = Number(request.headers['content-length']);
      try {
        const user = await options.photos.replace(currentUser(request).id, {
          body: request.body,
          declaredBytes: Number.isFinite(length) ? length : undefined,
        });
        return { success: true as const, message: 'Your photo has been saved.', user };
      } catch (error) {
        // A refused upload may still be arriving; close the connection rather than read it.
        if (error instanceof AppError && error.statusCode === 413) {
          reply.header('connection', 'close');
        }
        throw error;
      }
    },
  );

  routes.delete(
    '/photo',
    {
      preHandler: changes,
      schema: {
        tags: ['account'],
        summary: 'Remove my profile photo (the initial of my name shows instead)',
        security: [{ bearer: [] }],
        response: { 200: profileResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Your photo has been removed.',
      user: await options.photos.remove(currentUser(request).id),
    }),
  );
}
