import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { demoDownloads } from '../../../test/downloadable.ts';
import { bearer, type RegisteredUser, registerUser } from '../../../test/factories.ts';
import { buy } from '../../../test/purchases.ts';
import type { App } from '../../app.ts';
import { downloadsPerItemPerDay } from './download-limit.ts';

/** Issue 21, point 5: how many times one student may download one item in a day (decision 54). */
let app: App;
let demo: Awaited<ReturnType<typeof demoDownloads>>;

beforeAll(async () => {
  app = await createTestApp({ seedDemoAs: 'development', env: { PAYMENT_PROVIDER: 'sandbox' } });
  demo = await demoDownloads(app);
});
afterAll(() => app.close());

const fetchAs = (student: RegisteredUser, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...bearer(student.token), ...headers } });

/** Downloads `url` from its first byte until the day's limit is used up. */
async function useUpTheDay(student: RegisteredUser, url: string) {
  const first = await fetchAs(student, url);
  expect(first.statusCode).toBe(200);
  for (let count = 2; count <= downloadsPerItemPerDay; count++) {
    expect((await fetchAs(student, url)).statusCode).toBe(200);
  }
  return first;
}

function expectRefusedForTheDay(response: Awaited<ReturnType<typeof fetchAs>>, item: string) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-disposition']).toBeUndefined();
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(23 * 3600);
  expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
  expect(response.json()).toEqual({
    success: false,
    code: 'RATE_LIMITED',
    message: `You have downloaded ${item} ${downloadsPerItemPerDay} times today. Please wait 24 hours and try again.`,
  });
}

describe('downloads of one item by one student in a day', () => {
  it(`sends a paid note ${downloadsPerItemPerDay} times, then refuses with the wait; a resumed download is not counted`, async () => {
    const student = await registerUser(app);
    await buy(app, student, { itemType: 'note', itemId: demo.paidNote.id });
    const first = await useUpTheDay(student, demo.paidNote.url);
    // A phone resuming a broken download gets the rest, however many downloads it made today.
    const size = first.rawPayload.byteLength;
    const rest = await fetchAs(student, demo.paidNote.url, {
      range: `bytes=${size - 100}-`,
      'if-range': String(first.headers.etag),
    });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.equals(first.rawPayload.subarray(size - 100))).toBe(true);

    expectRefusedForTheDay(await fetchAs(student, demo.paidNote.url), 'this note');
    // Starting again from the first byte is a new download.
    expectRefusedForTheDay(
      await fetchAs(student, demo.paidNote.url, { range: 'bytes=0-' }),
      'this note',
    );

    // Each student and each item has a count of its own.
    const classmate = await registerUser(app);
    await buy(app, classmate, { itemType: 'note', itemId: demo.paidNote.id });
    expect((await fetchAs(classmate, demo.paidNote.url)).statusCode).toBe(200);
    expect((await fetchAs(student, demo.freeNote.url)).statusCode).toBe(200);
  });

  it('does not count a resumed download towards the limit', async () => {
    const student = await registerUser(app);
    const first = await fetchAs(student, demo.freeNote.url);
    const etag = String(first.headers.etag);
    for (let count = 0; count < downloadsPerItemPerDay * 2; count++) {
      const part = await fetchAs(student, demo.freeNote.url, {
        range: 'bytes=100-',
        'if-range': etag,
      });
      expect(part.statusCode).toBe(206);
    }
    // The first download and the 19 after it are the day's 20.
    for (let count = 2; count <= downloadsPerItemPerDay; count++) {
      expect((await fetchAs(student, demo.freeNote.url)).statusCode).toBe(200);
    }
    expectRefusedForTheDay(await fetchAs(student, demo.freeNote.url), 'this note');
  });

  it('limits a bought project zip and a free question paper the same way', async () => {
    const student = await registerUser(app);
    await buy(app, student, { itemType: 'project', itemId: demo.paidProject.id });
    await useUpTheDay(student, demo.paidProject.url);
    expectRefusedForTheDay(
      await fetchAs(student, demo.paidProject.url),
      "this project's source code",
    );

    await useUpTheDay(student, demo.paper.url);
    expectRefusedForTheDay(await fetchAs(student, demo.paper.url), 'this question paper');
  });
});
