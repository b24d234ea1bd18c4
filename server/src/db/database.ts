import {
  CamelCasePlugin,
  type CompiledQuery,
  type Dialect,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
} from 'kysely';
import type { Database } from './schema.ts';
import { openSqlite, type SqliteConnection } from './sqlite-driver.ts';

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

/**
 * Reading a SQLite database without Kysely's asynchronous round (`compiledOnce` uses it):
 * `read` runs a compiled SELECT at once and names its columns as Kysely's CamelCasePlugin does,
 * or answers undefined while a transaction is open (then the caller goes through Kysely);
 * `generation` stays the same exactly as long as nothing was written to the database.
 */
export interface DirectAccess {
  read(compiled: CompiledQuery): Record<string, unknown>[] | undefined;
  generation(): number;
}

const directAccess = new WeakMap<object, DirectAccess>();

/**
 * The direct access to a SQLite database opened here, for the database itself: a transaction is
 * another object and has none, and neither has PostgreSQL.
 */
export function directAccessOf(executor: object): DirectAccess | undefined {
  return directAccess.get(executor);
}

export function openDatabase(options: DatabaseOptions): AppDatabase {
  let dialect: Dialect;
  let access: DirectAccess | undefined;
  if (options.kind === 'sqlite') {
    ({ dialect, access } = sqliteDialect(options.file));
  } else {
    dialect = postgresDialect(options);
  }
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  if (access) directAccess.set(db, access);
  const schema = options.kind === 'postgres' ? options.schema : undefined;
  return { db, kind: options.kind, ...(schema ? { schema } : {}), close: () => db.destroy() };
}

/** Kysely's CamelCasePlugin's own conversion, so direct reads name columns as every query does. */
class ColumnNames extends CamelCasePlugin {
  readonly #names = new Map<string, string>();

  of(column: string): string {
    let name = this.#names.get(column);
    if (name === undefined) {
      name = this.camelCase(column);
      this.#names.set(column, name);
    }
    return name;
  }
}

function sqliteDialect(file: string) {
  // Opened by Kysely with its first query, as before; until then everything goes through Kysely.
  let connection: SqliteConnection | undefined;
  let unopenedGenerations = 0;
  const columns = new ColumnNames();
  const access: DirectAccess = {
    read: (compiled) => {
      const rows = connection?.readOutsideTransaction(compiled.sql, compiled.parameters);
      if (!rows) return undefined;
      return rows.map((row) => {
        const named: Record<string, unknown> = {};
        for (const [column, value] of Object.entries(row as object)) {
          named[columns.of(column)] = value;
        }
        return named;
      });
    },
    // Before the first connection nothing can be known: a new number each time.
    generation: () => connection?.generation() ?? -++unopenedGenerations,
  };
  const dialect = new SqliteDialect({
    database: async () => {
      connection = openSqlite(file);
      return connection;
    },
  });
  return { dialect, access };
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
