import { errorCodes } from '@studyhub/contract/api';
import type {
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { AppError } from '../errors.ts';

export interface Limit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  /**
   * What the limit counts: something the requester controls, such as the client address or the
   * signed-in user's id, never a value a stranger can type for someone else (an email).
   * Undefined leaves the request to the route's other limits.
   */
  key: (request: FastifyRequest) => string | undefined;
}

/** Above this many live keys, expired windows are swept so memory stays bounded. */
const sweepAbove = 10_000;

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A fixed-window counter per key, in memory. Several can guard one route (per address and per
 * account), which @fastify/rate-limit does not allow. One process serves the site, so memory is
 * the right store; several processes would need a shared one.
 */
function createCounter(options: Limit) {
  const windows = new Map<string, Window>();
  /** Counts the request against its key, or throws a 429 once the window is full. */
  return (request: FastifyRequest, reply: FastifyReply): Window | undefined => {
    const now = Date.now();
    const key = options.key(request);
    if (key === undefined) return undefined;
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      if (windows.size >= sweepAbove) sweep(windows, now);
      window = { count: 0, resetAt: now + options.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= options.max) return window;
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

/** Counts every request that reaches the route. */
export function limit(options: Limit): preHandlerAsyncHookHandler {
  const count = createCounter(options);
  return async (request, reply) => {
    count(request, reply);
  };
}

/**
 * Counts only the requests that fail (a refused password), so the people who succeed are never
 * slowed. Each request is counted when it arrives, so guesses sent all at once cannot overtake the
 * count, and given back once it is answered with anything but a failure. Register `preHandler`
 * and `onResponse` on the route.
 */
export function failureLimit(options: Limit & { failed: (statusCode: number) => boolean }) {
  const count = createCounter(options);
  const counted = new WeakMap<FastifyRequest, Window>();
  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    // A refused request throws here and is not given back: the window stays full until it resets.
    const window = count(request, reply);
    if (window) counted.set(request, window);
  };
  const onResponse: onResponseAsyncHookHandler = async (request, reply) => {
    const window = counted.get(request);
    if (window && !options.failed(reply.statusCode)) window.count -= 1;
  };
  return { preHandler, onResponse };
}

function sweep(windows: Map<string, Window>, now: number) {
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const minutes = (n: number) => n * 60 * 1000;
