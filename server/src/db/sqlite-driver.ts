import { closeSync, openSync, readSync } from 'node:fs';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Adapts Node's built-in `node:sqlite` to the interface Kysely's SqliteDialect expects
 * (the better-sqlite3 shape), so the embedded database needs no native addon.
 */
export interface SqliteConnection extends SqliteDatabase {
  /**
   * Runs a SELECT at once, without Kysely's asynchronous round (its connection lock and promise
   * chain cost more than the query itself on the hottest paths). Undefined while a transaction
   * is open on the connection: its writes are not committed yet, and the caller queues behind it
   * through Kysely instead.
   */
  readOutsideTransaction(sql: string, parameters: readonly unknown[]): unknown[] | undefined;
  /**
   * A number that stays the same exactly as long as nothing was written to the database, by this
   * connection or any other (another process included); see `changeCounter`.
   */
  generation(): number;
}

export function openSqlite(file: string): SqliteConnection {
  const database = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  if (file !== ':memory:') {
    database.exec('PRAGMA journal_mode = WAL');
    // WAL with NORMAL sync is durable across application crashes and much faster than FULL.
    database.exec('PRAGMA synchronous = NORMAL');
  }
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA busy_timeout = 5000');
  const changes = changeCounter(file === ':memory:' ? undefined : `${file}-shm`);
  // Kysely prepares every query it runs; SQLite's parsing and planning of the same text again
  // was a tenth of a cached API answer's cost. Statements are kept per SQL text, and reusing one
  // is safe because node:sqlite runs each to completion synchronously (streams, which would keep
  // one open across awaits, are not used, and get a statement of their own below).
  const statements = new Map<string, SqliteStatement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= maxCachedStatements) statements.clear();
      statement = wrapStatement(database, sql, isSelect(sql) ? undefined : changes.written);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    close: () => {
      statements.clear();
      changes.close();
      database.close();
    },
    prepare,
    readOutsideTransaction: (sql, parameters) => {
      if (!isSelect(sql)) throw new Error('readOutsideTransaction runs SELECT statements only');
      if (database.isTransaction) return undefined;
      return prepare(sql).all(parameters);
    },
    generation: changes.generation,
  };
}

/** A statement that only reads. Anything else (INSERT … RETURNING too) counts as a write. */
function isSelect(sql: string): boolean {
  return /^\s*select\s/i.test(sql);
}

/**
 * Tells when the database may have changed, cheaply enough to ask on every request.
 *
 * - Writes through this connection are counted as they run (every statement but a SELECT, so an
 *   uncommitted or rolled-back one counts too: the count only errs towards "changed").
 * - Commits by other connections, in this process or another (a second server process, the admin
 *   command line), are seen in the WAL index, the `-shm` file every connection to the database
 *   maps. Its first 96 bytes are two copies of the WAL-index header, which every commit rewrites
 *   (its change counter, last frame and checksums); reading them is one `pread`, where asking
 *   SQLite (`PRAGMA data_version`) costs a read transaction, as much as the query it would spare.
 *   Any difference from the last bytes read, a half-written header included, counts as a change.
 *
 * An in-memory database has no other connection, and no index file to read.
 */
function changeCounter(indexFile: string | undefined) {
  let generation = 0;
  let writes = 0;
  let writesSeen = 0;
  let descriptor: number | undefined;
  let closed = false;
  const header = Buffer.alloc(96);
  const lastHeader = Buffer.alloc(96);
  const readHeader = (): boolean => {
    if (closed) return false;
    try {
      descriptor ??= openSync(indexFile as string, 'r');
      return readSync(descriptor, header, 0, header.length, 0) === header.length;
    } catch {
      return false;
    }
  };
  return {
    written: () => {
      writes++;
    },
    generation: (): number => {
      if (writes !== writesSeen) {
        writesSeen = writes;
        generation++;
      }
      if (indexFile !== undefined) {
        // Unreadable (not created yet, or gone): nothing can be known, so nothing stays the same.
        if (!readHeader()) return ++generation;
        if (!header.equals(lastHeader)) {
          header.copy(lastHeader);
          generation++;
        }
      }
      return generation;
    },
    close: () => {
      closed = true;
      if (descriptor !== undefined) closeSync(descriptor);
    },
  };
}

/** Queries are built from a fixed set of shapes; this bounds the cache if one ever is not. */
const maxCachedStatements = 1000;

/** `written`, for a statement that may write, is told each time it runs (before it runs). */
function wrapStatement(
  database: DatabaseSync,
  sql: string,
  written: (() => void) | undefined,
): SqliteStatement {
  const statement = database.prepare(sql);
  const note = written ?? (() => {});
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => {
      note();
      return statement.all(...parameters.map(toSqliteValue));
    },
    run: (parameters) => {
      note();
      return statement.run(...parameters.map(toSqliteValue));
    },
    iterate: (parameters) => {
      note();
      return database.prepare(sql).iterate(...parameters.map(toSqliteValue));
    },
  };
}

function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}
