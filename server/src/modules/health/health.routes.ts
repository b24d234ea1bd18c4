import { errorResponse, healthResponse } from '@studyhub/contract/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppDatabase, pingDatabase } from '../../db/database.ts';
import { AppError } from '../../errors.ts';

export async function healthRoutes(
  app: FastifyInstance,
  options: { database: AppDatabase; payments: 'sandbox' | 'razorpay' },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers once the database answers; says which database and payment provider run',
        response: { 200: healthResponse, 503: errorResponse },
      },
    },
    async (request) => {
      try {
        await pingDatabase(options.database);
      } catch (error) {
        request.log.error({ err: error }, 'database is not answering');
        throw new AppError(503, 'INTERNAL_ERROR', 'The database is not answering.');
      }
      return {
        status: 'ok' as const,
        database: options.database.kind,
        payments: options.payments,
      };
    },
  );
}
