import { coursesResponse } from '@studyhub/contract/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CatalogCache, sendCachedJson } from '../../lib/cached-json.ts';
import type { CoursesRepository } from './courses.repository.ts';

export async function coursesRoutes(
  app: FastifyInstance,
  options: { courses: CoursesRepository; cache: CatalogCache },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      schema: {
        tags: ['courses'],
        summary: 'Published courses',
        response: { 200: coursesResponse },
      },
    },
    async (request, reply) => {
      const entry = await options.cache.get('courses', coursesResponse, async () => ({
        success: true as const,
        courses: await options.courses.listPublished(),
      }));
      return sendCachedJson(request, reply, entry);
    },
  );
}
