import type { AuditResponse } from '@studyhub/contract/admin';
import type { NotesResponse } from '@studyhub/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { adminToken, bearer, registerUser } from '../../../test/factories.ts';
import type { App } from '../../app.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ seedDemoAs: 'development' });
});
afterAll(async () => {
  await app.close();
});

const readLog = async (token: string, query = '') =>
  app.inject({ url: `/api/admin/audit${query}`, headers: bearer(token) });

describe('the audit log', () => {
  it('records who changed a catalog item, what it was before and after', async () => {
    const admin = await adminToken(app);
    const note = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes[0];
    if (!note) throw new Error('no note seeded');
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/admin/catalog/notes/${note.id}`,
      headers: bearer(admin),
      payload: { name: 'Renamed by the operator' },
    });
    expect(patched.statusCode).toBe(200);

    const log = (
      await readLog(admin, `?subjectType=notes&subjectId=${note.id}`)
    ).json<AuditResponse>();
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      actor: { email: 'admin@example.com' },
      action: 'notes.update',
      subjectType: 'notes',
      subjectId: note.id,
      before: { name: note.name },
      after: { name: 'Renamed by the operator' },
    });
  });

  it('records nothing for a change that did not happen', async () => {
    const admin = await adminToken(app);
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/admin/catalog/notes/no-such-note',
      headers: bearer(admin),
      payload: { name: 'Anything' },
    });
    expect(missing.statusCode).toBe(404);
    const log = (await readLog(admin, '?subjectId=no-such-note')).json<AuditResponse>();
    expect(log.entries).toEqual([]);
  });

  it('pages back in time', async () => {
    const admin = await adminToken(app);
    const notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
    for (const note of notes.slice(1, 4)) {
      await app.inject({
        method: 'PATCH',
        url: `/api/admin/catalog/notes/${note.id}`,
        headers: bearer(admin),
        payload: { about: `Edited ${note.id}` },
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const first = (await readLog(admin, '?limit=2')).json<AuditResponse>();
    expect(first.entries).toHaveLength(2);
    expect(first.nextBefore).not.toBeNull();
    const next = (
      await readLog(admin, `?limit=2&before=${encodeURIComponent(first.nextBefore ?? '')}`)
    ).json<AuditResponse>();
    const seen = new Set(first.entries.map((entry) => entry.id));
    expect(next.entries.length).toBeGreaterThan(0);
    expect(next.entries.every((entry) => !seen.has(entry.id))).toBe(true);
  });

  it('is refused to a signed-out visitor and to a student', async () => {
    expect((await app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    const student = await registerUser(app);
    expect((await readLog(student.token)).statusCode).toBe(403);
  });

  it('says what is wrong with a bad query', async () => {
    const response = await readLog(await adminToken(app), '?limit=5000');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('limit must be from 1 to 200.');
  });
});
