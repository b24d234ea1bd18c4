import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { type AppDatabase, openDatabase } from './database.ts';

/** PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR. */
export function openConfiguredDatabase(config: Config): AppDatabase {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  mkdirSync(config.dataDir, { recursive: true });
  return openDatabase({ kind: 'sqlite', file: path.join(config.dataDir, 'studyhub.sqlite') });
}
