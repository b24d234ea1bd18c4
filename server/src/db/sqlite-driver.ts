import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Adapts Node's built-in `node:sqlite` to the interface Kysely's SqliteDialect expects
 * (the better-sqlite3 shape), so the embedded database needs no native addon.
 */
export function openSqlite(file: string): SqliteDatabase {
  const database = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  if (file !== ':memory:') {
    database.exec('PRAGMA journal_mode = WAL');
    // WAL with NORMAL sync is durable across application crashes and much faster than FULL.
    database.exec('PRAGMA synchronous = NORMAL');
  }
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA busy_timeout = 5000');
  // Kysely prepares every query it runs; SQLite's parsing and planning of the same text again
  // was a tenth of a cached API answer's cost. Statements are kept per SQL text, and reusing one
  // is safe because node:sqlite runs each to completion synchronously (streams, which would keep
  // one open across awaits, are not used, and get a statement of their own below).
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= maxCachedStatements) statements.clear();
        statement = wrapStatement(database, sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Queries are built from a fixed set of shapes; this bounds the cache if one ever is not. */
const maxCachedStatements = 1000;

function wrapStatement(database: DatabaseSync, sql: string): SqliteStatement {
  const statement = database.prepare(sql);
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...parameters.map(toSqliteValue)),
    run: (parameters) => statement.run(...parameters.map(toSqliteValue)),
    iterate: (parameters) => database.prepare(sql).iterate(...parameters.map(toSqliteValue)),
  };
}

function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}
