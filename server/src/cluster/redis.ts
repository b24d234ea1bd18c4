import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../config.ts';

interface Log {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
}

const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/**
 * What several processes share through Redis (decision 32): one connection for commands, one for
 * listening to the other processes. Commands fail at once while Redis is away (no queue), so a
 * caller can refuse clearly instead of waiting; both connections come back by themselves.
 */
export function connectRedis(config: RedisConfig, log: Log) {
  const options = {
    // Fail fast rather than queue: a login must not hang while Redis is down.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    // Keep trying every half second or so, forever: recovery needs no restart.
    retryStrategy: (times: number) => Math.min(100 * times, 500),
    lazyConnect: false,
  };
  const commands = new Redis(config.url, { ...options, connectionName: 'studyhub' });
  const listener = new Redis(config.url, {
    ...options,
    // Subscriptions made before the first connection wait for it; ioredis renews them after each.
    enableOfflineQueue: true,
    commandTimeout: undefined,
    connectionName: 'studyhub-listener',
  });
  /** This process's name on the channels, so it can ignore its own messages. */
  const processId = randomUUID();
  const handlers = new Map<string, Set<(message: string) => void>>();
  const readyHandlers = new Set<() => void>();
  let wasDown = false;

  commands.on('error', () => {});
  listener.on('error', () => {});
  commands.on('end', () => {});
  listener.on('close', () => {
    if (!wasDown) log.warn({}, 'Redis connection lost; retrying');
    wasDown = true;
  });
  listener.on('ready', () => {
    if (wasDown) log.info({}, 'Redis is back');
    wasDown = false;
    for (const handler of readyHandlers) handler();
  });
  listener.on('message', (channel: string, raw: string) => {
    const separator = raw.indexOf(' ');
    const sender = raw.slice(0, separator);
    if (sender === processId) return;
    for (const handler of handlers.get(channel) ?? []) handler(raw.slice(separator + 1));
  });

  const channel = (name: string) => `${config.keyPrefix}${name}`;

  return {
    client: commands,
    key: (name: string) => `${config.keyPrefix}${name}`,
    /** Tells every other process; throws when Redis cannot be reached. */
    async publish(name: string, message: string): Promise<void> {
      await commands.publish(channel(name), `${processId} ${message}`);
    },
    /** Hears what other processes publish on this channel (never this process's own messages). */
    subscribe(name: string, handler: (message: string) => void): void {
      const full = channel(name);
      let set = handlers.get(full);
      if (!set) {
        set = new Set();
        handlers.set(full, set);
        // Re-subscribed by ioredis after every reconnect.
        listener.subscribe(full).catch(() => {});
      }
      set.add(handler);
    },
    /** Whether this process is hearing the others right now. */
    listening: () => listener.status === 'ready',
    /** Runs after every (re)connection of the listener: anything missed while away is lost. */
    onListening(handler: () => void): void {
      readyHandlers.add(handler);
    },
    /**
     * Runs `work` while holding a lock named `name` that every process respects (SET NX with an
     * expiry, so a process killed while holding it blocks the others for at most `holdMs`).
     * Waits up to `waitMs` for it; throws if it cannot be had or Redis cannot be reached.
     */
    async withLock<T>(
      name: string,
      work: () => Promise<T>,
      options: { holdMs?: number; waitMs?: number } = {},
    ): Promise<T> {
      const lockKey = `${config.keyPrefix}lock:${name}`;
      const token = randomUUID();
      const holdMs = options.holdMs ?? 30_000;
      const until = Date.now() + (options.waitMs ?? 15_000);
      while ((await commands.set(lockKey, token, 'PX', holdMs, 'NX')) !== 'OK') {
        if (Date.now() > until) throw new Error(`Timed out waiting for the lock ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      try {
        return await work();
      } finally {
        // Released only if still ours: after an expiry another process may hold it.
        await commands
          .eval(releaseScript, 1, lockKey, token)
          .catch((error: unknown) => log.warn({ err: error, name }, 'could not release a lock'));
      }
    },
    /** Resolves once both connections are up, or after `timeoutMs` whatever their state. */
    async connected(timeoutMs: number): Promise<void> {
      const up = (connection: Redis) =>
        connection.status === 'ready'
          ? Promise.resolve()
          : new Promise<void>((resolve) => connection.once('ready', () => resolve()));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([up(commands), up(listener)]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
    async ping(): Promise<void> {
      await commands.ping();
    },
    async close(): Promise<void> {
      commands.disconnect();
      listener.disconnect();
    },
  };
}

export type SharedRedis = ReturnType<typeof connectRedis>;
