import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SharedRedis } from '../cluster/redis.ts';
import type { Config } from '../config.ts';
import type { AppDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { openFileStore } from '../files/open-file-store.ts';
import { type CatalogCache, createCatalogCache } from '../lib/cached-json.ts';
import { createStudentMail, type StudentMail } from '../lib/student-mail.ts';
import { type AuditRepository, createAuditRepository } from '../modules/audit/audit.repository.ts';

/** What every service may be given: made once, when the app is built. */
export interface AppContext {
  config: Config;
  /** The app owns the database and closes it when it closes. */
  database: AppDatabase;
  db: Kysely<Database>;
  /** The clock: the tests' when they move time forward, else the real one. */
  now: () => Date;
  log: FastifyBaseLogger;
  /** The audit log on a given transaction, so a change and its entry commit together. */
  audit: (executor: Kysely<Database>) => AuditRepository;
  /** Catalog answers cached in memory until the catalog changes (in any process). */
  cache: CatalogCache;
  files: FileStore;
  /** With REDIS_URL only: what several processes share (decision 32). */
  redis: SharedRedis | undefined;
  /** Registration and reset links go through one sender (SMTP_URL, or the log outside production). */
  studentMail: StudentMail;
}

export async function createContext(options: {
  config: Config;
  database: AppDatabase;
  log: FastifyBaseLogger;
  now?: (() => Date) | undefined;
}): Promise<AppContext> {
  const { config, database, log } = options;
  const now = options.now ?? (() => new Date());
  // ioredis is loaded only with REDIS_URL: a single process without Redis starts without it.
  const redis = config.redis
    ? (await import('../cluster/redis.ts')).connectRedis(config.redis, log)
    : undefined;
  return {
    config,
    database,
    db: database.db,
    now,
    log,
    audit: (executor) => createAuditRepository(executor, now),
    cache: createCatalogCache(redis ? { shared: redis, log } : {}),
    files: await openFileStore(config),
    redis,
    studentMail: createStudentMail({
      smtpUrl: config.smtpUrl,
      supportEmail: config.supportEmail,
      env: config.env,
      log,
    }),
  };
}
