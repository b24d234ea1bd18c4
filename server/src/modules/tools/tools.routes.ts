import { toolsResponse } from '@studyhub/contract/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CatalogCache, sendCachedJson } from '../../lib/cached-json.ts';
import type { ToolsRepository } from './tools.repository.ts';

export async function toolsRoutes(
  app: FastifyInstance,
  options: { tools: ToolsRepository; cache: CatalogCache },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      schema: {
        tags: ['tools'],
        summary: 'Published AI tools',
        response: { 200: toolsResponse },
      },
    },
    async (request, reply) => {
      const entry = await options.cache.get('tools', toolsResponse, async () => ({
        success: true as const,
        tools: await options.tools.listPublished(),
      }));
      return sendCachedJson(request, reply, entry);
    },
  );
}
