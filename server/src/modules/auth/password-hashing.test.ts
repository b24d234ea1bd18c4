import type { NoteResponse, NotesResponse } from '@studyhub/contract/catalog';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from '../../../test/app.ts';
import { logIn } from '../../../test/factories.ts';
import type { App } from '../../app.ts';
import { demoAccounts } from '../../seed/demo-seed.ts';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Dear enough that a burst of logins is still waiting while a file is read (~0.1 s a hash). */
const slowHashParams = { memoryKiB: 64 * 1024, passes: 3, parallelism: 1 };

let addressCounter = 0;
const login = (target: App, email: string, password: string) =>
  logIn(target, { email, password }, `10.7.0.${++addressCounter}`);

describe('passwords stored before argon2id', () => {
  // Written by the scrypt code this replaced (N lowered from 2^17 to keep the test quick).
  const oldPassword = 'an old password 2024';
  const oldHash =
    'scrypt$16384$8$1$+FVFjPDDCUbKLypcOfBzhw==$syhcA/LA0x5yW9Yce07t4GLsARIZ31lowZaakPoctrFypuXmaolC4NgPu1EajUB/pLXa7Vuu53f+nZ1bZuAdlA==';

  it('still sign in, and are replaced by an argon2id hash at that login', async () => {
    const database = await createTestDatabase();
    app = await createTestApp({ database });
    await database.db
      .insertInto('users')
      .values({
        id: 'user-from-2024',
        name: 'Kavya Rao',
        email: 'kavya@example.com',
        passwordHash: oldHash,
        role: 'student',
        profilePic: null,
        createdAt: '2024-06-01T10:00:00.000Z',
        updatedAt: '2024-06-01T10:00:00.000Z',
      })
      .execute();
    const storedHash = async () =>
      (
        await database.db
          .selectFrom('users')
          .select('passwordHash')
          .where('id', '=', 'user-from-2024')
          .executeTakeFirstOrThrow()
      ).passwordHash;

    expect((await login(app, 'kavya@example.com', 'not my password')).statusCode).toBe(401);
    expect(await storedHash()).toBe(oldHash);

    const first = await login(app, 'kavya@example.com', oldPassword);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, user: { email: 'kavya@example.com' } });
    expect(await storedHash()).toMatch(
      /^\$argon2id\$v=19\$m=64,t=1,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/,
    );

    expect((await login(app, 'kavya@example.com', oldPassword)).statusCode).toBe(200);
    expect((await login(app, 'kavya@example.com', 'not my password')).statusCode).toBe(401);
  });
});

describe('a burst of logins', () => {
  it('leaves a PDF download answering while the password checks wait their turn', async () => {
    app = await createTestApp({ seedDemoAs: 'development', passwordHashParams: slowHashParams });
    const target = app;
    const notes = (await target.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
    const details = await Promise.all(
      notes.map(
        async (note) =>
          (await target.inject({ url: `/api/notes/${note.id}` })).json<NoteResponse>().note,
      ),
    );
    const previewLink = details.find((note) => note.previewLink)?.previewLink;
    if (!previewLink) throw new Error('the demo catalog has no note preview');

    const answered: string[] = [];
    const { email, password } = demoAccounts.student;
    const logins = [
      login(target, 'nobody-1@example.com', password),
      login(target, email, password),
      login(target, 'nobody-2@example.com', password),
      login(target, email, 'a wrong password'),
      login(target, 'nobody-3@example.com', password),
      login(target, email, password),
    ].map((request) =>
      request.then((response) => {
        answered.push('login');
        return response;
      }),
    );
    const download = target.inject({ url: previewLink }).then((response) => {
      answered.push('pdf');
      return response;
    });

    const pdf = await download;
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const statuses = (await Promise.all(logins)).map((response) => response.statusCode);
    expect(statuses).toEqual([401, 200, 401, 401, 401, 200]);
    expect(answered[0]).toBe('pdf');
  });

  it('refuses logins beyond the waiting line with a 503 that says how long to wait, then signs in again', async () => {
    app = await createTestApp({
      passwordHashParams: slowHashParams,
      passwordHashQueue: { concurrency: 1, maxWaiting: 2 },
    });
    const target = app;
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        login(target, `nobody-${index}@example.com`, 'a password'),
      ),
    );

    const busy = burst.filter((response) => response.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const response of busy) {
      const seconds = Number(response.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(response.json()).toEqual({
        success: false,
        code: 'BUSY',
        message: `Many students are signing in right now. Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
      });
    }
    expect(burst.filter((response) => response.statusCode === 401)).toHaveLength(8 - busy.length);
    expect((await login(target, 'nobody-again@example.com', 'a password')).statusCode).toBe(401);
  });
});
