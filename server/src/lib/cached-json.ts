import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

interface Entry {
  /** The JSON as bytes: sent as they are, not encoded again on every request. */
  body: Buffer;
  etag: string;
}

/** How processes tell each other that content changed (Redis pub/sub, decision 32). */
export interface CacheInvalidationChannel {
  publish(name: string, message: string): Promise<void>;
  subscribe(name: string, handler: (message: string) => void): void;
  /** Whether this process hears the others now; while it does not, nothing is kept. */
  listening(): boolean;
  onListening(handler: () => void): void;
}

const invalidationChannel = 'catalog-changed';

/**
 * With other processes, a copy is also dropped after this long: should a change's message be lost
 * (the changing process cut off from Redis while the others are not), it is stale no longer.
 */
const sharedEntryLifetimeMs = 60_000;

/**
 * Catalog reads are the hottest path: their JSON is built once, kept in memory with its ETag,
 * and thrown away whenever catalog content changes. A load that races a change is not kept,
 * so a stale answer can never outlive the change. With several processes, a change on one is
 * told to all the others, which throw their copies away too; a process that cannot hear the
 * others keeps nothing until it can again.
 */
export function createCatalogCache(
  options: {
    shared?: CacheInvalidationChannel;
    log?: { error: (o: object, m: string) => void };
    maxEntries?: number;
  } = {},
) {
  // Searches make the keys open-ended: past the bound, the oldest answer goes first.
  const maxEntries = options.maxEntries ?? 2000;
  const entries = new Map<string, Entry>();
  const storedAt = new Map<string, number>();
  let generation = 0;
  const { shared } = options;

  function clearHere(): void {
    generation += 1;
    entries.clear();
    storedAt.clear();
  }
  if (shared) {
    shared.subscribe(invalidationChannel, clearHere);
    // Whatever was said while this process was not listening is lost: start afresh.
    shared.onListening(clearHere);
  }

  return {
    async get<T extends z.ZodType>(
      key: string,
      schema: T,
      load: () => Promise<z.input<T>>,
    ): Promise<Entry> {
      const cached = entries.get(key);
      if (cached && (!shared || Date.now() - (storedAt.get(key) ?? 0) < sharedEntryLifetimeMs)) {
        return cached;
      }
      const startedAt = generation;
      // Parsing with the response schema strips anything a client must not see.
      const body = Buffer.from(JSON.stringify(schema.parse(await load())));
      const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      const mayKeep = !shared || shared.listening();
      if (startedAt === generation && mayKeep) {
        entries.set(key, entry);
        storedAt.set(key, Date.now());
        if (entries.size > maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) {
            entries.delete(oldest);
            storedAt.delete(oldest);
          }
        }
      }
      return entry;
    },
    /**
     * A mark of the catalog as it is now, for copies kept elsewhere (the visitor page cache): they
     * stay good while `isCurrent` says so, under the same rules as this cache's own entries.
     */
    stamp(): CatalogStamp {
      return { generation, at: Date.now() };
    },
    /** Whether nothing in the catalog changed since `stamp` (and, with other processes, lately). */
    isCurrent(stamp: CatalogStamp): boolean {
      if (stamp.generation !== generation) return false;
      if (!shared) return true;
      return shared.listening() && Date.now() - stamp.at < sharedEntryLifetimeMs;
    },
    invalidate(): void {
      clearHere();
      shared?.publish(invalidationChannel, String(generation)).catch((error: unknown) => {
        options.log?.error(
          { err: error },
          'could not tell the other processes that content changed',
        );
      });
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;

/** When a copy of catalog answers was made: the cache's generation then, and the time. */
export interface CatalogStamp {
  generation: number;
  at: number;
}

/** Browsers may reuse a catalog answer for a minute, then revalidate it with its ETag. */
const catalogCacheControl = 'public, max-age=60, must-revalidate';

/** Whether an answer came from the catalog cache (sendCachedJson), by the headers it sent. */
export function isCatalogAnswer(headers: Record<string, unknown>): boolean {
  return headers['cache-control'] === catalogCacheControl && typeof headers.etag === 'string';
}

export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header('etag', entry.etag).header('cache-control', catalogCacheControl);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === entry.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
