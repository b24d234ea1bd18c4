import { siteInfoResponse } from '@studyhub/contract/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** GET /api/site: the values an operator configures that the pages show. */
export async function siteRoutes(
  app: FastifyInstance,
  options: { supportEmail: string; governingLawLocation: string; sendsEmail: boolean },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      schema: {
        tags: ['site'],
        summary:
          'The support address, the governing-law location of the terms, whether email is set up',
        response: { 200: siteInfoResponse },
      },
    },
    async (_request, reply) => {
      // Changes only with a restart; an hour in the browser is plenty.
      reply.header('cache-control', 'public, max-age=3600');
      return {
        success: true as const,
        supportEmail: options.supportEmail,
        governingLawLocation: options.governingLawLocation,
        sendsEmail: options.sendsEmail,
      };
    },
  );
}
