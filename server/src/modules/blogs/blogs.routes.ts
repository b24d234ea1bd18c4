import { errorResponse } from '@studyhub/contract/api';
import {
  blogResponse,
  blogsResponse,
  idParams,
  notFoundMessages,
} from '@studyhub/contract/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { type CatalogCache, sendCachedJson } from '../../lib/cached-json.ts';
import type { BlogsRepository } from './blogs.repository.ts';

export async function blogsRoutes(
  app: FastifyInstance,
  options: { blogs: BlogsRepository; cache: CatalogCache },
) {
  const { blogs, cache } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/',
    {
      schema: {
        tags: ['blogs'],
        summary: 'Published blogs, newest first',
        response: { 200: blogsResponse },
      },
    },
    async (request, reply) => {
      const entry = await cache.get('blogs', blogsResponse, async () => ({
        success: true as const,
        blogs: await blogs.listPublished(),
      }));
      return sendCachedJson(request, reply, entry);
    },
  );

  routes.get(
    '/:id',
    {
      schema: {
        tags: ['blogs'],
        summary: 'One blog with its sections',
        params: idParams,
        response: { 200: blogResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const entry = await cache.get(`blog:${id}`, blogResponse, async () => {
        const blog = await blogs.findPublished(id);
        if (!blog) throw notFound(notFoundMessages.blog);
        return { success: true as const, blog };
      });
      return sendCachedJson(request, reply, entry);
    },
  );
}
