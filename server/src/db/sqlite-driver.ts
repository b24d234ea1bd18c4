import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
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
  return {
    close: () => database.close(),
    prepare: (sql) => wrapStatement(database.prepare(sql)),
  };
}

function wrapStatement(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...parameters.map(toSqliteValue)),
    run: (parameters) => statement.run(...parameters.map(toSqliteValue)),
    iterate: (parameters) => statement.iterate(...parameters.map(toSqliteValue)),
  };
}

function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}
