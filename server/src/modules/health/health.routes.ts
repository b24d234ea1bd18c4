import { errorResponse, healthResponse, readyResponse } from '@studyhub/contract/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppDatabase, pingDatabase } from '../../db/database.ts';
import { AppError } from '../../errors.ts';

export interface ReadinessChecks {
  database: AppDatabase;
  /** Unset when REDIS_URL is not. */
  redis: { ping: () => Promise<void> } | undefined;
  files: { check: () => Promise<void> };
}

/** A check that takes longer than this counts as failing: a load balancer must not wait on it. */
const readyCheckTimeoutMs = 2_000;

async function passes(check: () => Promise<void>, log: (error: unknown) => void): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), readyCheckTimeoutMs);
      }),
    ]);
    return true;
  } catch (error) {
    log(error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(
  app: FastifyInstance,
  options: { payments: 'sandbox' | 'razorpay' } & ReadinessChecks,
) {
  /**
   * Readiness, unlike liveness: whether this process can serve requests now. A load balancer
   * takes a process that answers 503 out of its rotation until it answers 200 again.
   */
  app.withTypeProvider<ZodTypeProvider>().get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Answers 200 when the database, Redis (when REDIS_URL is set) and the file store all answer; 503 otherwise',
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (request, reply) => {
      const failed = (what: string) => (error: unknown) =>
        request.log.error({ err: error }, `${what} is not answering`);
      const [database, redis, files] = await Promise.all([
        passes(() => pingDatabase(options.database), failed('database')),
        options.redis ? passes(options.redis.ping, failed('Redis')) : Promise.resolve(undefined),
        passes(options.files.check, failed('file store')),
      ]);
      const ready = database && redis !== false && files;
      return reply.code(ready ? 200 : 503).send({
        status: ready ? ('ready' as const) : ('not_ready' as const),
        database: database ? ('ok' as const) : ('failing' as const),
        redis:
          redis === undefined ? ('off' as const) : redis ? ('ok' as const) : ('failing' as const),
        files: files ? ('ok' as const) : ('failing' as const),
      });
    },
  );

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
