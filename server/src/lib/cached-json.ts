import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

interface Entry {
  body: string;
  etag: string;
}

/**
 * Catalog reads are the hottest path: their JSON is built once, kept in memory with its ETag,
 * and thrown away whenever catalog content changes. A load that races a change is not kept,
 * so a stale answer can never outlive the change.
 */
export function createCatalogCache({ maxEntries = 2000 }: { maxEntries?: number } = {}) {
  // Searches make the keys open-ended: past the bound, the oldest answer goes first.
  const entries = new Map<string, Entry>();
  let generation = 0;

  return {
    async get<T extends z.ZodType>(
      key: string,
      schema: T,
      load: () => Promise<z.input<T>>,
    ): Promise<Entry> {
      const cached = entries.get(key);
      if (cached) return cached;
      const startedAt = generation;
      // Parsing with the response schema strips anything a client must not see.
      const body = JSON.stringify(schema.parse(await load()));
      const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      if (startedAt === generation) {
        entries.set(key, entry);
        if (entries.size > maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
      }
      return entry;
    },
    invalidate(): void {
      generation += 1;
      entries.clear();
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;

/** Browsers may reuse a catalog answer for a minute, then revalidate it with its ETag. */
const catalogCacheControl = 'public, max-age=60, must-revalidate';

export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header('etag', entry.etag).header('cache-control', catalogCacheControl);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === entry.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
