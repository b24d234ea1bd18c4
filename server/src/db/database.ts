import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite-driver.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The PostgreSQL schema this connection works in, when it is not the default one. */
  schema?: string;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema?: string; maxConnections?: number };

export function openDatabase(options: DatabaseOptions): AppDatabase {
  const db = new Kysely<Database>({
    dialect: options.kind === 'sqlite' ? sqliteDialect(options.file) : postgresDialect(options),
    plugins: [new CamelCasePlugin()],
  });
  const schema = options.kind === 'postgres' ? options.schema : undefined;
  return { db, kind: options.kind, ...(schema ? { schema } : {}), close: () => db.destroy() };
}

function sqliteDialect(file: string) {
  return new SqliteDialect({ database: async () => openSqlite(file) });
}

/** The pg driver is loaded with the first connection: a server on SQLite never loads it. */
function postgresDialect(options: { url: string; schema?: string; maxConnections?: number }) {
  return new PostgresDialect({
    pool: async () => {
      const { default: pg } = await import('pg');
      return new pg.Pool({
        connectionString: options.url,
        max: options.maxConnections ?? 10,
        // A schema per test file keeps test databases apart on one server.
        ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      });
    },
  });
}

/** Answers once the database accepts a query. */
export async function pingDatabase(database: AppDatabase): Promise<void> {
  await sql`select 1`.execute(database.db);
}
