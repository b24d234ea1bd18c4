import type { NotesResponse, PapersResponse } from '@studyhub/contract/catalog';
import type { DownloadsResponse } from '@studyhub/contract/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, type RegisteredUser, registerUser } from '../../../test/factories.ts';
import type { App } from '../../app.ts';
import { downloadsPerItemPerDay } from './download-limit.ts';
import { repeatDownloadWindowMs } from './downloads.service.ts';

let app: App;
let clock = new Date('2026-11-22T10:00:00.000Z');
let freeNoteId: string;
let otherFreeNoteId: string;
let paperId: string;
const seconds = (n: number) => n * 1000;

beforeAll(async () => {
  app = await createTestApp({ seedDemoAs: 'development', now: () => clock });
  const notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
  const free = notes.filter((note) => note.isFree);
  freeNoteId = free[0]?.id ?? expect.fail('no free note');
  otherFreeNoteId = free[1]?.id ?? expect.fail('no second free note');
  paperId =
    (await app.inject({ url: '/api/question-papers' })).json<PapersResponse>().papers[0]?.id ??
    expect.fail('no paper');
});
afterAll(async () => {
  await app.close();
});

const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const download = (student: RegisteredUser, url: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: bearer(student.token) });

const history = async (student: RegisteredUser) =>
  (
    await app.inject({ url: '/api/user/downloads', headers: bearer(student.token) })
  ).json<DownloadsResponse>().downloads;

describe('download history', () => {
  it('records nothing for HEAD, which answers with the headers of the file alone', async () => {
    const student = await registerUser(app);
    for (const url of [
      `/api/notes/${freeNoteId}/download`,
      `/api/question-papers/${paperId}/download`,
    ]) {
      const head = await download(student, url, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('application/pdf');
      expect(head.rawPayload).toHaveLength(0);
    }
    expect(await history(student)).toEqual([]);
  });

  it("keeps a day's downloads of one note within the window as one row, at the latest time", async () => {
    const student = await registerUser(app);
    const url = `/api/notes/${freeNoteId}/download`;
    let last = '';
    for (let i = 0; i < downloadsPerItemPerDay; i++) {
      tick(seconds(2));
      last = clock.toISOString();
      expect((await download(student, url)).statusCode).toBe(200);
    }
    const rows = await history(student);
    expect(rows).toEqual([
      expect.objectContaining({ itemType: 'note', itemId: freeNoteId, downloadedAt: last }),
    ]);
  });

  it('adds a row for a download after the window, and for another item', async () => {
    const student = await registerUser(app);
    const url = `/api/notes/${freeNoteId}/download`;
    await download(student, url);
    const first = clock.toISOString();
    tick(repeatDownloadWindowMs + seconds(1));
    await download(student, url);
    const second = clock.toISOString();
    await download(student, `/api/notes/${otherFreeNoteId}/download`);
    await download(student, `/api/question-papers/${paperId}/download`);

    const rows = await history(student);
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.itemId === freeNoteId).map((row) => row.downloadedAt)).toEqual([
      second,
      first,
    ]);
  });

  it("keeps one student's repeats apart from another's", async () => {
    const [one, two] = [await registerUser(app), await registerUser(app)];
    const url = `/api/question-papers/${paperId}/download`;
    await download(one, url);
    await download(two, url);
    await download(one, url);
    expect(await history(one)).toHaveLength(1);
    expect(await history(two)).toHaveLength(1);
  });

  it('keeps downloads sent all at once as one row', async () => {
    const student = await registerUser(app);
    const url = `/api/notes/${otherFreeNoteId}/download`;
    const responses = await Promise.all(Array.from({ length: 20 }, () => download(student, url)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await history(student)).toHaveLength(1);
  });
});
