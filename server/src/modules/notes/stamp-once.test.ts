import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NotesResponse } from '@studyhub/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { adminToken, bearer, type RegisteredUser, registerUser } from '../../../test/factories.ts';
import { pdfPageTexts } from '../../../test/pdf-text.ts';
import { buy } from '../../../test/purchases.ts';
import { scannedNotePdf } from '../../../test/scanned-note.ts';
import type { App } from '../../app.ts';

/**
 * Issue 21, point 5: one buyer starting many downloads of a large paid note at once made the
 * server stamp the whole PDF for each of them on the thread that answers everyone. A buyer's copy
 * is now stamped once, in a worker, and kept in the store (decision 54).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-stamp-once-'));
const storeDir = path.join(dataDir, 'files');
const stampedDir = path.join(storeDir, 'stamped');

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}
const log: LogLine[] = [];

let app: App;
let admin: Record<string, string>;
/** A paid note whose file these tests replace with a 120-page scan. */
let scanned: { id: string; url: string };
/** Another paid note, whose stored file is broken in one test. */
let other: { id: string; url: string };

beforeAll(async () => {
  app = await createTestApp({
    seedDemoAs: 'development',
    env: { DATA_DIR: dataDir, PAYMENT_PROVIDER: 'sandbox' },
    logger: { level: 'info', stream: { write: (line: string) => log.push(JSON.parse(line)) } },
  });
  admin = bearer(await adminToken(app));
  const notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
  const [first, second] = notes.filter((note) => !note.isFree);
  if (!first || !second) throw new Error('the demo catalog has fewer than two paid notes');
  scanned = { id: first.id, url: `/api/notes/${first.id}/download` };
  other = { id: second.id, url: `/api/notes/${second.id}/download` };
  await uploadNoteFile(
    scanned.id,
    await scannedNotePdf({ pages: 120, bytesPerPage: 24 * 1024, title: 'First edition' }),
  );
});
afterAll(() => app.close());

async function uploadNoteFile(noteId: string, pdf: Buffer) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admin/catalog/notes/${noteId}/pdf`,
    headers: { ...admin, 'content-type': 'application/pdf' },
    payload: pdf,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const fetchAs = (student: RegisteredUser, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...bearer(student.token), ...headers } });

/** The buyers' copies kept in the store. */
const keptCopies = () => (existsSync(stampedDir) ? readdirSync(stampedDir).sort() : []);
/** How many times the server has stamped a note, as its log tells an operator. */
const stampings = () => log.filter((line) => line.msg === 'stamped a note for its buyer').length;
const footerOf = (student: RegisteredUser, orderId: string) =>
  `Licensed to ${student.user.name} (${student.email}) - Order ${orderId} - for personal study only`;

async function expectStampedOnEveryPage(pdf: Buffer, footer: string, text: string) {
  const pages = await pdfPageTexts(pdf);
  expect(pages).toHaveLength(120);
  for (const page of pages) expect(page).toContain(footer);
  expect(pages[119]).toContain(`${text} - page 120`);
}

describe('a paid note stamped once for its buyer', () => {
  it('stamps the note once for 16 downloads started together, answers other visitors meanwhile, and sends each the same copy', async () => {
    const buyer = await registerUser(app, { name: 'Meera Iyer' });
    const paid = await buy(app, buyer, { itemType: 'note', itemId: scanned.id });
    const stampedBefore = stampings();
    const copiesBefore = keptCopies();

    const answered: string[] = [];
    const downloads = Array.from({ length: 16 }, () =>
      fetchAs(buyer, scanned.url).then((response) => {
        answered.push('download');
        return response;
      }),
    );
    const visitor = await app.inject({ url: '/api/notes?q=dbms' });
    answered.push('visitor');
    expect(visitor.statusCode).toBe(200);
    // The stamping runs on a thread of its own: the visitor is not kept waiting behind it.
    expect(answered[0]).toBe('visitor');

    const responses = await Promise.all(downloads);
    const [first] = responses;
    if (!first) throw new Error('no download');
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers.etag).toBe(first.headers.etag);
      expect(response.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(stampings() - stampedBefore).toBe(1);
    expect(keptCopies()).toHaveLength(copiesBefore.length + 1);
    await expectStampedOnEveryPage(
      first.rawPayload,
      footerOf(buyer, paid.orderId),
      'First edition',
    );
  });

  it('sends the kept copy on later downloads without stamping again, and resumes it from the middle', async () => {
    const buyer = await registerUser(app, { name: 'Arjun Rao' });
    const paid = await buy(app, buyer, { itemType: 'note', itemId: scanned.id });
    const copiesBefore = keptCopies();
    const first = await fetchAs(buyer, scanned.url);
    expect(first.statusCode).toBe(200);
    const [copy] = keptCopies().filter((name) => !copiesBefore.includes(name));
    if (!copy) throw new Error('no copy was kept for the buyer');
    const keptAt = statSync(path.join(stampedDir, copy)).mtimeMs;
    const stampedBefore = stampings();

    const again = await fetchAs(buyer, scanned.url);
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const size = first.rawPayload.byteLength;
    const cut = Math.floor(size / 3);
    const rest = await fetchAs(buyer, scanned.url, {
      range: `bytes=${cut}-`,
      'if-range': String(first.headers.etag),
    });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes ${cut}-${size - 1}/${size}`);
    expect(
      Buffer.concat([first.rawPayload.subarray(0, cut), rest.rawPayload]).equals(first.rawPayload),
    ).toBe(true);

    expect(stampings()).toBe(stampedBefore);
    expect(statSync(path.join(stampedDir, copy)).mtimeMs).toBe(keptAt);
    await expectStampedOnEveryPage(
      first.rawPayload,
      footerOf(buyer, paid.orderId),
      'First edition',
    );
  });

  it('still refuses another student and a signed-out visitor', async () => {
    const student = await registerUser(app);
    const refused = await fetchAs(student, scanned.url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_REQUIRED' });
    expect((await app.inject({ url: scanned.url })).statusCode).toBe(401);
  });

  it("stamps a fresh copy once the operator replaces the note's file, and removes the old one", async () => {
    const buyer = await registerUser(app, { name: 'Kavya Menon' });
    const paid = await buy(app, buyer, { itemType: 'note', itemId: scanned.id });
    const copiesBefore = keptCopies();
    const old = await fetchAs(buyer, scanned.url);
    const [oldCopy] = keptCopies().filter((name) => !copiesBefore.includes(name));
    if (!oldCopy) throw new Error('no copy was kept for the buyer');

    await uploadNoteFile(
      scanned.id,
      await scannedNotePdf({ pages: 120, bytesPerPage: 24 * 1024, title: 'Second edition' }),
    );
    const stampedBefore = stampings();
    const fresh = await fetchAs(buyer, scanned.url);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect(stampings() - stampedBefore).toBe(1);
    await expectStampedOnEveryPage(
      fresh.rawPayload,
      footerOf(buyer, paid.orderId),
      'Second edition',
    );
    const copiesAfter = keptCopies();
    expect(copiesAfter).not.toContain(oldCopy);
    expect(copiesAfter).toHaveLength(copiesBefore.length + 1);
  });

  it('answers a note that cannot be stamped with 503 in words for the student, logs it, and keeps serving', async () => {
    const notesDir = path.join(storeDir, 'notes');
    const filesBefore = readdirSync(notesDir);
    await uploadNoteFile(
      other.id,
      await scannedNotePdf({ pages: 2, bytesPerPage: 1024, title: 'Broken later' }),
    );
    const [stored] = readdirSync(notesDir).filter((name) => !filesBefore.includes(name));
    if (!stored) throw new Error('the upload stored no note file');
    // The stored file goes bad after its check (a disk fault, an operator's copy gone wrong).
    writeFileSync(path.join(notesDir, stored), 'these bytes are not a PDF');

    const buyer = await registerUser(app);
    await buy(app, buyer, { itemType: 'note', itemId: other.id });
    const copiesBefore = keptCopies();
    const failed = await fetchAs(buyer, other.url);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message:
        'This note could not be prepared for download right now. Please try again in a minute.',
    });
    expect(log.some((line) => line.msg === 'could not stamp a note for its buyer')).toBe(true);
    expect(keptCopies()).toEqual(copiesBefore);
    expect(readdirSync(path.join(storeDir, 'uploads-in-progress'))).toEqual([]);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
