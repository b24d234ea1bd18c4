import { errorCodes } from '@studyhub/contract/api';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.ts';

export interface Limit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  /** What the limit counts: the client address, an email, a user id. */
  key: (request: FastifyRequest) => string;
}

/** Above this many live keys, expired windows are swept so memory stays bounded. */
const sweepAbove = 10_000;

/**
 * A fixed-window counter per key, in memory. Several can guard one route (per address and per
 * account), which @fastify/rate-limit does not allow. One process serves the site, so memory is
 * the right store; several processes would need a shared one.
 */
export function limit(options: Limit): preHandlerAsyncHookHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const now = Date.now();
    const key = options.key(request);
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      if (windows.size >= sweepAbove) sweep(windows, now);
      window = { count: 0, resetAt: now + options.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= options.max) return;
    const retryAfterSeconds = Math.ceil((window.resetAt - now) / 1000);
    reply.header('retry-after', String(retryAfterSeconds));
    request.log.warn({ limit: options.max, retryAfterSeconds }, 'rate limit reached');
    throw new AppError(
      429,
      errorCodes.rateLimited,
      `Too many attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`,
    );
  };
}

function sweep(windows: Map<string, { resetAt: number }>, now: number) {
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const minutes = (n: number) => n * 60 * 1000;
