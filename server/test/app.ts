import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type App, type AppOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type AppDatabase, openDatabase } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import type { PasswordHashParams } from '../src/modules/auth/password.ts';
import type { PasswordHashQueueOptions } from '../src/modules/auth/password-hasher.ts';

/** Cheap argon2id for tests: the cost changes nothing a client can observe but the time. */
export const testPasswordHashParams: PasswordHashParams = {
  memoryKiB: 64,
  passes: 1,
  parallelism: 1,
};

/**
 * A name for a new PostgreSQL schema. Under Vitest the name carries the run's (global-setup.ts),
 * and the schema is dropped when the run ends; elsewhere it is dropped on close.
 */
function newSchema(): { name: string; dropOnClose: boolean } {
  const run = process.env.STUDYHUB_TEST_RUN;
  const id = randomUUID().replaceAll('-', '');
  return run
    ? { name: `test_${run}_${id}`, dropOnClose: false }
    : { name: `test_${id}`, dropOnClose: true };
}

/**
 * A fresh database for one test file: SQLite in memory, or a new schema on the PostgreSQL
 * server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<AppDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ kind: 'sqlite', file: ':memory:' });
  const schema = newSchema();
  await adminQuery(url, `create schema ${schema.name}`);
  const database = openDatabase({ kind: 'postgres', url, schema: schema.name, maxConnections: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      if (schema.dropOnClose) await adminQuery(url, `drop schema ${schema.name} cascade`);
    },
  };
}

/**
 * One database that several apps open, as several server processes (or a restart) would: a
 * SQLite file, or a schema on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createSharedTestDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  const schema = newSchema();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'studyhub-shared-')), 'shared.sqlite');
  if (url) await adminQuery(url, `create schema ${schema.name}`);
  return {
    connect: (): AppDatabase =>
      url
        ? openDatabase({ kind: 'postgres', url, schema: schema.name, maxConnections: 5 })
        : openDatabase({ kind: 'sqlite', file }),
    drop: async () => {
      if (url && schema.dropOnClose) await adminQuery(url, `drop schema ${schema.name} cascade`);
    },
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  /** Seed demo content as `npm start` does with this NODE_ENV; no seeding when absent. */
  seedDemoAs?: 'development' | 'production';
  /** An already opened database (see createSharedTestDatabase); a fresh one when absent. */
  database?: AppDatabase;
  passwordHashParams?: PasswordHashParams;
  passwordHashQueue?: PasswordHashQueueOptions;
  /** Pino options (a level and a stream to read the log from); no log when absent. */
  logger?: AppOptions['logger'];
}

/** The real app on a fresh, migrated database. Close it in afterAll/afterEach. */
export async function createTestApp(options: TestAppOptions = {}): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'studyhub-test-')),
    WEB_DIST_DIR: path.join(tmpdir(), 'studyhub-no-web-build'),
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const passwordHashParams = options.passwordHashParams ?? testPasswordHashParams;
  await prepareDatabase(
    database,
    {
      env: options.seedDemoAs ?? 'development',
      host: config.host,
      seedDemo: options.seedDemoAs !== undefined,
      filesDir: config.filesDir,
      s3: config.s3,
    },
    { info: () => {}, warn: () => {} },
    passwordHashParams,
  );
  const appOptions: AppOptions = {
    config,
    database,
    logger: options.logger ?? false,
    passwordHashParams,
    ...(options.passwordHashQueue ? { passwordHashQueue: options.passwordHashQueue } : {}),
    ...(options.now ? { now: options.now } : {}),
  };
  return buildApp(appOptions);
}
