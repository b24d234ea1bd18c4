import { errorCodes } from '@studyhub/contract/api';
import type {
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { AppError } from '../errors.ts';
import { clientKey } from '../lib/client-key.ts';

/** The client a limit counts by its address: an IPv6 client by its /64 (lib/client-key.ts). */
export const byAddress = (request: FastifyRequest) => clientKey(request.ip);

export interface Limit {
  /**
   * Names the counter, the same in every process (`login-per-ip`): with REDIS_URL, every process
   * counts into the one counter of that name.
   */
  name: string;
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

export interface Window {
  count: number;
  resetAt: number;
}

/**
 * Where fixed-window counters live: in this process's memory (one process serves the site), or
 * in Redis, where every process counts into the same counter atomically (decision 32).
 */
export interface CounterStore {
  /** Adds one to the counter and says where it stands; starts a new window when the old one ended. */
  hit(key: string, windowMs: number): Promise<Window>;
  /** Takes one back, if the window it was counted in is still running. */
  giveBack(key: string, window: Window): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    counters: CounterStore;
  }
}

/** Above this many live keys, expired windows are swept so memory stays bounded. */
const sweepAbove = 10_000;

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, Window>();
  return {
    async hit(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (windows.size >= sweepAbove) sweep(windows, at);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { ...window };
    },
    async giveBack(key, counted) {
      const window = windows.get(key);
      if (window && window.resetAt === counted.resetAt) window.count -= 1;
    },
  };
}

/**
 * Counts and starts the window's expiry in one step, so no two processes can both see a fresh
 * window, and a counter never outlives its window.
 */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Takes one back only while the window that counted it lives (a new window is left alone). */
const giveBackScript = `
if redis.call('PTTL', KEYS[1]) > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

interface RedisCommands {
  eval(script: string, keys: number, ...args: (string | number)[]): Promise<unknown>;
}

export function createRedisCounterStore(
  redis: RedisCommands,
  prefix: (name: string) => string,
): CounterStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(hitScript, 1, prefix(`limit:${key}`), windowMs)) as [
        number,
        number,
      ];
      return { count, resetAt: Date.now() + ttl };
    },
    async giveBack(key, window) {
      if (window.resetAt <= Date.now()) return;
      await redis.eval(giveBackScript, 1, prefix(`limit:${key}`));
    },
  };
}

/** The shared store could not be reached: refuse clearly rather than let requests through uncounted. */
function limitsUnavailable(request: FastifyRequest, error: unknown): AppError {
  request.log.error({ err: error }, 'rate limit store is not answering');
  return new AppError(
    503,
    errorCodes.unavailable,
    'This is paused for a moment because the site cannot check its safety limits right now. Please try again in a minute.',
  );
}

/** Counts the request against its key, or throws a 429 once the window is full. */
async function count(
  options: Limit,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ key: string; window: Window } | undefined> {
  const requester = options.key(request);
  if (requester === undefined) return undefined;
  const key = `${options.name}:${requester}`;
  let window: Window;
  try {
    window = await request.server.counters.hit(key, options.windowMs);
  } catch (error) {
    throw limitsUnavailable(request, error);
  }
  if (window.count <= options.max) return { key, window };
  const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
  reply.header('retry-after', String(retryAfterSeconds));
  request.log.warn({ limit: options.max, retryAfterSeconds }, 'rate limit reached');
  throw new AppError(
    429,
    errorCodes.rateLimited,
    `Too many attempts. Please wait ${waitInWords(retryAfterSeconds)} and try again.`,
  );
}

/** Counts every request that reaches the route. */
export function limit(options: Limit): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    await count(options, request, reply);
  };
}

/**
 * Counts only the requests that fail (a refused password), so the people who succeed are never
 * slowed. Each request is counted when it arrives, so guesses sent all at once cannot overtake the
 * count, and given back once it is answered with anything but a failure. Register `preHandler`
 * and `onResponse` on the route.
 */
export function failureLimit(options: Limit & { failed: (statusCode: number) => boolean }) {
  const counted = new WeakMap<FastifyRequest, { key: string; window: Window }>();
  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    // A refused request throws here and is not given back: the window stays full until it resets.
    const hit = await count(options, request, reply);
    if (hit) counted.set(request, hit);
  };
  const onResponse: onResponseAsyncHookHandler = async (request, reply) => {
    const hit = counted.get(request);
    if (!hit || options.failed(reply.statusCode)) return;
    try {
      await request.server.counters.giveBack(hit.key, hit.window);
    } catch (error) {
      request.log.warn({ err: error }, 'could not give back a counted attempt');
    }
  };
  return { preHandler, onResponse };
}

function sweep(windows: Map<string, Window>, now: number) {
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
}

/** A wait as a student reads it: "3 seconds", "1 minute". */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const minutes = (n: number) => n * 60 * 1000;
