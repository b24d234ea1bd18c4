import { errorResponse } from '@studyhub/contract/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { sendStoredFile } from '../../files/send-file.ts';
import { renderCover } from '../../lib/cover-image.ts';

const imageParams = z.object({ file: z.string().regex(/^[a-z0-9-]+\.(svg|webp|png)$/) });
const photoParams = z.object({
  file: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/),
});

/** The site's link preview, drawn once per process on first use (about 0.1 s). */
function sitePreview() {
  let drawn: Promise<Buffer> | undefined;
  return () => {
    drawn ??= renderCover({
      kind: 'site',
      label: 'Notes · Projects · Quizzes',
      title: 'Study resources for students in India',
      detail: 'Notes, projects, question papers, courses and certificates',
      scheme: 'site',
    })
      .then((cover) => cover.linkPreview)
      .catch((error: unknown) => {
        drawn = undefined;
        throw error;
      });
    return drawn;
  };
}

/**
 * Public card images, and the site's own link preview (`/media/site-preview.png`, the og:image
 * of every page without an item image). A new card image gets a new name, so a week of caching
 * is safe; the site's preview keeps its name and is cached for a day.
 */
export async function mediaRoutes(app: FastifyInstance, options: { files: FileStore }) {
  const preview = sitePreview();
  app.get('/site-preview.png', { schema: { hide: true } }, async (_request, reply) => {
    const png = await preview();
    return reply
      .type('image/png')
      .header('content-length', String(png.byteLength))
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();

  // A profile photo, by the random name it was given when uploaded: nothing lists them, and a
  // new photo gets a new name, so browsers may keep one; shared caches may not (personal data).
  routes.get(
    '/photos/:file',
    { schema: { hide: true, params: photoParams, response: { 404: errorResponse } } },
    async (request, reply) => {
      const key = `photos/${request.params.file}`;
      if (!(await options.files.exists(key))) throw notFound('Photo not found.');
      return sendStoredFile(reply, options.files, key, {
        fileName: 'photo',
        disposition: 'inline',
        cacheControl: 'private, max-age=604800, immutable',
      });
    },
  );

  routes.get(
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
