import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/app.ts';
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
