import { errorResponse } from '@studyhub/contract/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { sendStoredFile } from '../../files/send-file.ts';

const imageParams = z.object({ file: z.string().regex(/^[a-z0-9-]+\.(svg|webp|png)$/) });

/** Public card images. A new image gets a new name, so a week of caching is safe. */
export async function mediaRoutes(app: FastifyInstance, options: { files: FileStore }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/images/:file',
      { schema: { hide: true, params: imageParams, response: { 404: errorResponse } } },
      async (request, reply) => {
        const key = `images/${request.params.file}`;
        if (!(await options.files.exists(key))) throw notFound('Image not found.');
        return sendStoredFile(reply, options.files, key, {
          fileName: request.params.file.replace(/\.(svg|webp|png)$/, ''),
          disposition: 'inline',
          cacheControl: 'public, max-age=604800',
        });
      },
    );
}
