import rateLimit from '@fastify/rate-limit';
import { errorCodes } from '@studyhub/contract/api';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        errorCodes.rateLimited,
        `Too many attempts. Please wait ${context.after} and try again.`,
      ),
  });
});

export interface Limit {
  /** Requests allowed per window. */
  max: number;
  timeWindow: string;
  /** What the limit counts: the client address, an email, a user id. */
  key: (request: FastifyRequest) => string;
}

/** A preHandler that counts requests by `key`; several can guard one route. */
export function limit(
  app: FastifyInstance,
  name: string,
  options: Limit,
): preHandlerAsyncHookHandler {
  const handler = app.rateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => `${name}:${options.key(request)}`,
  });
  return handler as preHandlerAsyncHookHandler;
}
