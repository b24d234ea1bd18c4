import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedTestDatabase, createTestDatabase } from '../../test/app.ts';
import { compiledOnce } from './compiled-once.ts';
import type { AppDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

let database: AppDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database);
  const now = new Date().toISOString();
  await database.db
    .insertInto('users')
    .values(
      ['asha', 'ravi', 'meera'].map((name, index) => ({
        id: `user-${index}`,
        name,
        email: `${name}@example.com`,
        passwordHash: 'x',
        role: index === 2 ? 'admin' : 'student',
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
});

afterAll(() => database.close());

describe('a query compiled once', () => {
  it('answers each call with that call’s values, as the same query built each time does', async () => {
    const { db } = database;
    const byNameOrEmail = compiledOnce(db, (name: string, email: string) =>
      db
        .selectFrom('users')
        .select(['id', 'passwordHash'])
        .where((eb) => eb.or([eb('name', '=', name), eb('email', '=', email)]))
        .orderBy('id'),
    );
    const built = (name: string, email: string) =>
      db
        .selectFrom('users')
        .select(['id', 'passwordHash'])
        .where((eb) => eb.or([eb('name', '=', name), eb('email', '=', email)]))
        .orderBy('id')
        .execute();

    for (const [name, email] of [
      ['meera', 'asha@example.com'],
      ['asha', 'nobody@example.com'],
      ['nobody', 'ravi@example.com'],
      ['nobody', 'nobody@example.com'],
    ] as const) {
      expect(await byNameOrEmail(name, email)).toEqual(await built(name, email));
    }
    // Column names come back camelCased, as from any other query.
    expect(await byNameOrEmail('meera', '')).toEqual([{ id: 'user-2', passwordHash: 'x' }]);
  });

  it('keeps values the query itself fixed, and refuses a parameter the query never uses', async () => {
    const { db } = database;
    const studentsNamed = compiledOnce(db, (name: string) =>
      db.selectFrom('users').select('id').where('role', '=', 'student').where('name', '=', name),
    );
    expect(await studentsNamed('ravi')).toEqual([{ id: 'user-1' }]);
    expect(await studentsNamed('meera')).toEqual([]);
    expect(() =>
      compiledOnce(db, (_unused: string) => db.selectFrom('users').select('id')),
    ).toThrow(/parameter 0 is not used/);
  });
});

describe('a query kept while the database is unchanged', () => {
  const named = (db: AppDatabase['db'], limit = 100) =>
    compiledOnce(
      db,
      (id: string) => db.selectFrom('users').select(['id', 'name']).where('id', '=', id),
      { keepWhileUnchanged: limit },
    );
  const rename = (db: AppDatabase['db'], name: string) =>
    db.updateTable('users').set({ name }).where('id', '=', 'user-0').execute();

  it('reads again after a write through the same database', async () => {
    const { db } = database;
    const nameOf = named(db);
    expect(await nameOf('user-0')).toEqual([{ id: 'user-0', name: 'asha' }]);
    await rename(db, 'Asha Verma');
    expect(await nameOf('user-0')).toEqual([{ id: 'user-0', name: 'Asha Verma' }]);
    await rename(db, 'asha');
    expect(await nameOf('user-0')).toEqual([{ id: 'user-0', name: 'asha' }]);
  });

  it('hands out frozen rows, so no caller can change what the next one gets', async () => {
    const rows = await named(database.db)('user-1');
    expect(Object.isFrozen(rows)).toBe(true);
    expect(Object.isFrozen(rows[0])).toBe(true);
  });

  it('never shows what a transaction still open has written, nor keeps it once rolled back', async () => {
    const { db } = database;
    const nameOf = named(db);
    expect(await nameOf('user-2')).toEqual([{ id: 'user-2', name: 'meera' }]);
    let duringTransaction: Promise<readonly unknown[]> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ name: 'never' }).where('id', '=', 'user-2').execute();
        duringTransaction = nameOf('user-2');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await duringTransaction).toEqual([{ id: 'user-2', name: 'meera' }]);
    expect(await nameOf('user-2')).toEqual([{ id: 'user-2', name: 'meera' }]);
  });
});

describe('a query kept while the database is unchanged, with another connection writing (another process)', () => {
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  let reader: AppDatabase;
  let writer: AppDatabase;

  beforeAll(async () => {
    shared = await createSharedTestDatabase();
    reader = shared.connect();
    await migrateToLatest(reader);
    writer = shared.connect();
    const now = new Date().toISOString();
    await writer.db
      .insertInto('users')
      .values({
        id: 'user-0',
        name: 'asha',
        email: 'asha@example.com',
        passwordHash: 'x',
        role: 'student',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  });

  afterAll(async () => {
    await reader.close();
    await writer.close();
    await shared.drop();
  });

  it('sees every commit of the other connection on the next call, across WAL restarts', async () => {
    const nameOf = compiledOnce(
      reader.db,
      (id: string) => reader.db.selectFrom('users').select('name').where('id', '=', id),
      { keepWhileUnchanged: 10 },
    );
    for (let round = 0; round < 20; round++) {
      const name = `name ${round}`;
      await writer.db.updateTable('users').set({ name }).where('id', '=', 'user-0').execute();
      expect(await nameOf('user-0')).toEqual([{ name }]);
      expect(await nameOf('user-0')).toEqual([{ name }]);
      // Every few rounds the WAL is emptied, so the next commit starts it again from its
      // beginning (new salts, the same frame numbers as before).
      if (writer.kind === 'sqlite' && round % 3 === 2) {
        await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(writer.db);
      }
    }
  });

  it('sees a row another connection deleted as gone', async () => {
    const idOf = compiledOnce(
      reader.db,
      (id: string) => reader.db.selectFrom('users').select('id').where('id', '=', id),
      { keepWhileUnchanged: 10 },
    );
    expect(await idOf('user-0')).toHaveLength(1);
    await writer.db.deleteFrom('users').where('id', '=', 'user-0').execute();
    expect(await idOf('user-0')).toEqual([]);
  });
});
