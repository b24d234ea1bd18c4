import { type DownloadsResponse, receiptUrl } from '@studyhub/contract/payments';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { type Downloadable, demoDownloads } from '../../../test/downloadable.ts';
import { bearer, type RegisteredUser, registerUser } from '../../../test/factories.ts';
import { buy } from '../../../test/purchases.ts';
import type { App } from '../../app.ts';
import { repeatDownloadWindowMs } from './downloads.service.ts';

/** Downloads broken off and resumed with Range and If-Range (decision 45). */
let app: App;
let clock = new Date('2026-11-26T09:00:00.000Z');
let freeNote: Downloadable;
let freeNoteUrl: string;
let paidNote: Downloadable;
let paperUrl: string;
let paidProject: Downloadable;

beforeAll(async () => {
  app = await createTestApp({
    seedDemoAs: 'development',
    env: { PAYMENT_PROVIDER: 'sandbox' },
    now: () => clock,
  });
  const demo = await demoDownloads(app);
  ({ freeNote, paidNote, paidProject } = demo);
  freeNoteUrl = freeNote.url;
  paperUrl = demo.paper.url;
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const fetchAs = (
  student: RegisteredUser,
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
) => app.inject({ method, url, headers: { ...bearer(student.token), ...headers } });

const history = async (student: RegisteredUser) =>
  (
    await app.inject({ url: '/api/user/downloads', headers: bearer(student.token) })
  ).json<DownloadsResponse>().downloads;

/** Fetches the whole file, then the rest of it from a third of the way in, and checks the join. */
async function resumeFromAThird(student: RegisteredUser, url: string) {
  const whole = await fetchAs(student, url);
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(whole.headers.etag).toMatch(/^"[\w-]+"$/);
  const size = whole.rawPayload.byteLength;
  expect(whole.headers['content-length']).toBe(String(size));
  const cut = Math.floor(size / 3);
  const rest = await fetchAs(student, url, {
    range: `bytes=${cut}-`,
    'if-range': String(whole.headers.etag),
  });
  expect(rest.statusCode).toBe(206);
  expect(rest.headers['content-range']).toBe(`bytes ${cut}-${size - 1}/${size}`);
  expect(rest.headers['content-length']).toBe(String(size - cut));
  expect(rest.headers.etag).toBe(whole.headers.etag);
  expect(rest.headers['content-type']).toBe(whole.headers['content-type']);
  expect(rest.headers['content-disposition']).toBe(whole.headers['content-disposition']);
  expect(rest.headers['cache-control']).toBe('private, no-store');
  expect(
    Buffer.concat([whole.rawPayload.subarray(0, cut), rest.rawPayload]).equals(whole.rawPayload),
  ).toBe(true);
  return { whole, size };
}

describe('a free note', () => {
  it('resumes from where the download broke off, with only the bytes asked for', async () => {
    const student = await registerUser(app);
    const { whole } = await resumeFromAThird(student, freeNoteUrl);
    expect(whole.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);

    const middle = await fetchAs(student, freeNoteUrl, { range: 'bytes=10-19' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-length']).toBe('10');
    expect(middle.rawPayload.equals(whole.rawPayload.subarray(10, 20))).toBe(true);
  });

  it('sends the last n bytes for a suffix range, and all of them when n is more than the file', async () => {
    const student = await registerUser(app);
    const whole = (await fetchAs(student, freeNoteUrl)).rawPayload;
    const size = whole.byteLength;

    const tail = await fetchAs(student, freeNoteUrl, { range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect(tail.headers['content-length']).toBe('100');
    expect(tail.rawPayload.equals(whole.subarray(size - 100))).toBe(true);

    const longer = await fetchAs(student, freeNoteUrl, { range: `bytes=-${size + 50}` });
    expect(longer.statusCode).toBe(200);
    expect(longer.rawPayload.equals(whole)).toBe(true);
  });

  it('answers a range past the end with 416 and the size of the file', async () => {
    const student = await registerUser(app);
    const size = (await fetchAs(student, freeNoteUrl)).rawPayload.byteLength;
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const past = await fetchAs(student, freeNoteUrl, { range });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${size}`);
      expect(past.headers['content-disposition']).toBeUndefined();
      expect(past.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('sends the whole file when If-Range names another version, or for several ranges or a malformed header', async () => {
    const student = await registerUser(app);
    const whole = await fetchAs(student, freeNoteUrl);
    const etag = String(whole.headers.etag);
    const refusedRanges: Record<string, string>[] = [
      { range: 'bytes=100-', 'if-range': '"an-older-version"' },
      { range: 'bytes=100-', 'if-range': `W/${etag}` },
      { range: 'bytes=100-', 'if-range': 'Wed, 25 Nov 2026 10:00:00 GMT' },
      { range: 'bytes=0-9,20-29' },
      { range: 'bytes=ten-twenty' },
      { range: 'bytes=5' },
      { range: 'pages=1-2' },
    ];
    for (const headers of refusedRanges) {
      const response = await fetchAs(student, freeNoteUrl, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers['content-range']).toBeUndefined();
      expect(response.headers.etag).toBe(etag);
      expect(response.rawPayload.equals(whole.rawPayload)).toBe(true);
    }
  });

  it('answers HEAD with the headers of the whole file, a Range or not', async () => {
    const student = await registerUser(app);
    const head = await fetchAs(student, freeNoteUrl, { range: 'bytes=100-' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(head.rawPayload).toHaveLength(0);
    expect(await history(student)).toEqual([]);
  });
});

describe('a paid note, stamped for its buyer', () => {
  it('gives the same stamped bytes on every download, so the rest of one can be fetched later', async () => {
    const student = await registerUser(app);
    await buy(app, student, { itemType: 'note', itemId: paidNote.id });
    // Only Date is faked: a minute passes between the two downloads for the PDF library too.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T09:00:00.000Z') });
    const first = await fetchAs(student, paidNote.url);
    vi.setSystemTime(new Date('2026-11-26T09:01:00.000Z'));
    const { whole } = await resumeFromAThird(student, paidNote.url);
    expect(whole.headers.etag).toBe(first.headers.etag);
    expect(whole.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('refuses a Range request of a student who has not bought it', async () => {
    const student = await registerUser(app);
    const refused = await fetchAs(student, paidNote.url, { range: 'bytes=100-' });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-range']).toBeUndefined();
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_REQUIRED' });
    const anonymous = await app.inject({ url: paidNote.url, headers: { range: 'bytes=100-' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('papers, projects and receipts', () => {
  it('resumes a question paper and a bought project zip', async () => {
    const student = await registerUser(app);
    await resumeFromAThird(student, paperUrl);
    expect((await fetchAs(student, paidProject.url, { range: 'bytes=10-' })).statusCode).toBe(403);
    await buy(app, student, { itemType: 'project', itemId: paidProject.id });
    const { whole } = await resumeFromAThird(student, paidProject.url);
    expect(whole.headers['content-type']).toBe('application/zip');
  });

  it('answers a Range of a receipt, and If-Range of another version with the whole receipt', async () => {
    const student = await registerUser(app);
    const paid = await buy(app, student, { itemType: 'note', itemId: paidNote.id });
    const url = receiptUrl(paid.orderId);
    const whole = await fetchAs(student, url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.byteLength;
    const start = await fetchAs(student, url, { range: 'bytes=0-99' });
    expect(start.statusCode).toBe(206);
    expect(start.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(start.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(start.rawPayload).toHaveLength(100);
    const other = await fetchAs(student, url, { range: 'bytes=0-99', 'if-range': '"another"' });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload).toHaveLength(size);
    // The same receipt a minute later (by every clock, the PDF library's too) is the same file,
    // so the rest of it continues it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    clock = new Date(clock.getTime() + 60_000);
    const rest = await fetchAs(student, url, {
      range: 'bytes=100-',
      'if-range': String(whole.headers.etag),
    }).finally(() => vi.useRealTimers());
    expect(rest.statusCode).toBe(206);
    expect(Buffer.concat([start.rawPayload, rest.rawPayload])).toEqual(whole.rawPayload);
  });
});

describe('the download history of a resumed download', () => {
  const tick = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  it('keeps one row however late the rest is fetched; a download from the first byte is a new one', async () => {
    const student = await registerUser(app);
    await buy(app, student, { itemType: 'note', itemId: paidNote.id });
    for (const { id, url } of [freeNote, paidNote]) {
      await fetchAs(student, url);
      const started = clock.toISOString();
      // Past the window that folds repeats together: only the rule for parts keeps this one row.
      tick(repeatDownloadWindowMs + 1000);
      expect((await fetchAs(student, url, { range: 'bytes=1000-' })).statusCode).toBe(206);
      expect((await fetchAs(student, url, { range: 'bytes=-10' })).statusCode).toBe(206);
      expect((await fetchAs(student, url, { range: 'bytes=99999999-' })).statusCode).toBe(416);
      const rows = (await history(student)).filter((row) => row.itemId === id);
      expect(rows.map((row) => row.downloadedAt)).toEqual([started]);

      expect((await fetchAs(student, url, { range: 'bytes=0-' })).statusCode).toBe(206);
      const again = clock.toISOString();
      const after = (await history(student)).filter((row) => row.itemId === id);
      expect(after.map((row) => row.downloadedAt)).toEqual([again, started]);
      tick(repeatDownloadWindowMs + 1000);
    }
  });
});
