import { Readable } from 'node:stream';
import { crc32, deflateRawSync, constants as zlibConstants } from 'node:zlib';
import type { AuditEntry } from '@studyhub/contract/admin';
import type { NotesResponse, ProjectsResponse } from '@studyhub/contract/catalog';
import type { UploadResponse } from '@studyhub/contract/uploads';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import PDFKit from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDataDir } from '../../../test/data-dir.ts';
import { adminToken, bearer, registerUser } from '../../../test/factories.ts';
import { deflated, rawZip } from '../../../test/hostile-files.ts';
import { pdfPageTexts } from '../../../test/pdf-text.ts';
import { buy } from '../../../test/purchases.ts';
import { makeWebBuild } from '../../../test/web-build.ts';
import type { App } from '../../app.ts';

const mebibyte = 1024 * 1024;
const { dir: dataDir, storedFiles } = testDataDir('studyhub-uploads-');

let app: App;
let admin: Record<string, string>;
let paidNote: NotesResponse['notes'][number];
let project: ProjectsResponse['projects'][number];
let paperId: string;

beforeAll(async () => {
  app = await createTestApp({
    seedDemoAs: 'development',
    env: { DATA_DIR: dataDir, PAYMENT_PROVIDER: 'sandbox', WEB_DIST_DIR: makeWebBuild() },
  });
  admin = bearer(await adminToken(app));
  const notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
  const found = notes.find((note) => note.price > 0);
  if (!found) throw new Error('the demo catalog has no paid note');
  paidNote = found;
  const projects = (await app.inject({ url: '/api/projects' })).json<ProjectsResponse>().projects;
  if (!projects[0]) throw new Error('the demo catalog has no project');
  project = projects[0];
  const papers = (await app.inject({ url: '/api/question-papers' })).json<{
    papers?: { id: string }[];
    questionPapers?: { id: string }[];
  }>();
  const firstPaper = (papers.papers ?? papers.questionPapers ?? [])[0];
  if (!firstPaper) throw new Error('the demo catalog has no question paper');
  paperId = firstPaper.id;
});
afterAll(async () => {
  await app.close();
});

/** A real PDF whose page n is 300 + n points wide, so a preview's pages can be told apart. */
async function pdfWithPages(count: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let n = 1; n <= count; n++)
    pdf.addPage([300 + n, 400]).drawText(`Page ${n}`, { x: 20, y: 200 });
  return Buffer.from(await pdf.save());
}

async function pageWidths(bytes: Buffer): Promise<number[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => Math.round(page.getWidth()));
}

function encryptedPdf(): Promise<Buffer> {
  const pdf = new PDFKit({ userPassword: 'secret', ownerPassword: 'owner' });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    pdf.on('end', () => resolve(Buffer.concat(chunks))),
  );
  pdf.text('Locked notes');
  pdf.end();
  return done;
}

/** One GiB of zeros deflated to about a megabyte: 1,024 flushed blocks of one MiB each. */
function gigabyteOfZeros(): { packed: Buffer; size: number; crc: number } {
  const mebibyteOfZeros = Buffer.alloc(mebibyte);
  const block = deflateRawSync(mebibyteOfZeros, {
    finishFlush: zlibConstants.Z_FULL_FLUSH,
    level: 9,
  });
  const blocks: Buffer[] = [];
  let crc = 0;
  for (let n = 0; n < 1024; n++) {
    blocks.push(block);
    crc = crc32(mebibyteOfZeros, crc);
  }
  blocks.push(deflateRawSync(Buffer.alloc(0)));
  return { packed: Buffer.concat(blocks), size: 1024 * mebibyte, crc };
}

function sourceZip(files: Record<string, string | Uint8Array>): Buffer {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(files)) {
    entries[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return Buffer.from(zipSync(entries, { level: 9 }));
}

/** A valid 1×1 PNG whose header claims other dimensions: decoders must refuse it by its size. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#4338ca' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const put = (
  url: string,
  type: string,
  payload: Buffer | Readable,
  headers: Record<string, string> = admin,
) => app.inject({ method: 'PUT', url, headers: { ...headers, 'content-type': type }, payload });

const uploadNotePdf = (slug: string, pdf: Buffer) =>
  put(`/api/admin/catalog/notes/${slug}/pdf`, 'application/pdf', pdf);
const uploadSource = (zip: Buffer) =>
  put(`/api/admin/catalog/projects/${project.id}/source`, 'application/zip', zip);

/** Expects a refusal with this status and message, and the store exactly as it was before. */
async function expectRefused(
  send: () => Promise<{
    statusCode: number;
    headers: Record<string, unknown>;
    json: () => unknown;
  }>,
  status: number,
  message: RegExp,
) {
  const before = storedFiles();
  const response = await send();
  expect(response.statusCode).toBe(status);
  const body = response.json() as { success: boolean; code: string; message: string };
  expect(body.success).toBe(false);
  expect(body.message).toMatch(message);
  expect(body.message).toMatch(/Nothing was saved/);
  expect(storedFiles()).toEqual(before);
  // The rest of a refused upload is not read: the connection closes after the answer.
  if (status === 413) expect(response.headers.connection).toBe('close');
  return body;
}

describe('who may upload', () => {
  const routes = [
    ['notes', 'pdf', 'application/pdf'],
    ['question-papers', 'pdf', 'application/pdf'],
    ['projects', 'source', 'application/zip'],
    ['blogs', 'image', 'image/png'],
  ] as const;

  it.each(routes)(
    'refuses a signed-out visitor on %s/:id/%s with 401',
    async (kind, file, type) => {
      const before = storedFiles();
      const response = await put(
        `/api/admin/catalog/${kind}/anything/${file}`,
        type,
        await pdfWithPages(1),
        {},
      );
      expect(response.statusCode).toBe(401);
      expect(storedFiles()).toEqual(before);
    },
  );

  it.each(routes)('refuses a student on %s/:id/%s with 403', async (kind, file, type) => {
    const student = await registerUser(app);
    const before = storedFiles();
    const response = await put(
      `/api/admin/catalog/${kind}/anything/${file}`,
      type,
      await pdfWithPages(1),
      bearer(student.token),
    );
    expect(response.statusCode).toBe(403);
    expect(storedFiles()).toEqual(before);
  });

  it('answers 404 for an item that does not exist', async () => {
    const response = await uploadNotePdf('no-such-note', await pdfWithPages(1));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/no-such-note/);
  });

  it('refuses a body sent as another content type with 415 and says which to use', async () => {
    const response = await put(
      `/api/admin/catalog/notes/${paidNote.id}/pdf`,
      'text/plain',
      Buffer.from('hi'),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the file as the request body with Content-Type application/pdf.',
    });
  });
});

describe('note PDFs', () => {
  it('refuses a text file renamed to .pdf', async () => {
    const body = await expectRefused(
      () => uploadNotePdf(paidNote.id, Buffer.from('These are my notes, honest.\n'.repeat(50))),
      422,
      /not a PDF/,
    );
    expect(body.code).toBe('INVALID_FILE');
  });

  it('refuses a file that starts like a PDF but is not one', async () => {
    await expectRefused(
      () => uploadNotePdf(paidNote.id, Buffer.from('%PDF-1.7\nthis is not really a pdf\n%%EOF\n')),
      422,
      /damaged|no pages/,
    );
  });

  it('refuses a PDF cut off before its end', async () => {
    const pdf = await pdfWithPages(2);
    await expectRefused(
      () => uploadNotePdf(paidNote.id, pdf.subarray(0, pdf.length - 200)),
      422,
      /incomplete/,
    );
  });

  it('refuses a password-protected PDF', async () => {
    await expectRefused(
      async () => uploadNotePdf(paidNote.id, await encryptedPdf()),
      422,
      /password-protected/,
    );
  });

  it('refuses an oversized PDF with 413 before reading it, by its Content-Length', async () => {
    const big = Buffer.alloc(26 * mebibyte, 0x20);
    big.write('%PDF-1.7\n');
    await expectRefused(
      () => uploadNotePdf(paidNote.id, big),
      413,
      /larger than the limit of 25 MiB/,
    );
  });

  it('refuses an oversized PDF whose Content-Length lies, by counting what arrives', async () => {
    const big = Buffer.alloc(26 * mebibyte, 0x20);
    big.write('%PDF-1.7\n');
    const body = await expectRefused(
      () =>
        app.inject({
          method: 'PUT',
          url: `/api/admin/catalog/notes/${paidNote.id}/pdf`,
          headers: { ...admin, 'content-type': 'application/pdf', 'content-length': '1000' },
          payload: big,
        }),
      413,
      /larger than the limit of 25 MiB/,
    );
    expect(body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses an oversized PDF sent in chunks with no Content-Length', async () => {
    const chunk = Buffer.alloc(mebibyte, 0x20);
    const chunks = (function* () {
      yield Buffer.from('%PDF-1.7\n');
      for (let n = 0; n < 30; n++) yield chunk;
    })();
    await expectRefused(
      () =>
        put(
          `/api/admin/catalog/notes/${paidNote.id}/pdf`,
          'application/pdf',
          Readable.from(chunks),
        ),
      413,
      /larger than the limit/,
    );
  });

  it('stores a new PDF under a new name, cuts the public preview from its first 3 pages, and keeps the buyer', async () => {
    const buyer = await registerUser(app);
    await buy(app, buyer, { itemType: 'note', itemId: paidNote.id });
    const stranger = await registerUser(app);
    const before = storedFiles();

    const pdf = await pdfWithPages(5);
    const response = await uploadNotePdf(paidNote.id, pdf);
    expect(response.statusCode).toBe(200);
    expect(response.json<UploadResponse>()).toMatchObject({
      success: true,
      bytes: pdf.length,
      pages: 5,
    });

    // New random names; the replaced note and preview are gone, nothing else changed.
    const after = storedFiles();
    const added = after.filter((file) => !before.includes(file));
    const removed = before.filter((file) => !after.includes(file));
    expect(added).toHaveLength(2);
    expect(added.every((file) => /^(notes|previews)\/(note-)?[0-9a-f-]{36}\.pdf$/.test(file))).toBe(
      true,
    );
    expect(removed).toEqual(
      [`notes/${paidNote.id}.pdf`, `previews/note-${paidNote.id}.pdf`].filter((file) =>
        before.includes(file),
      ),
    );
    expect(removed).toContain(`notes/${paidNote.id}.pdf`);

    const preview = await app.inject({ url: `/api/notes/${paidNote.id}/preview` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(await pageWidths(preview.rawPayload)).toEqual([301, 302, 303]);

    const download = await app.inject({
      url: `/api/notes/${paidNote.id}/download`,
      headers: bearer(buyer.token),
    });
    expect(download.statusCode).toBe(200);
    // The buyer gets the new file, stamped for them (decision 28).
    expect(await pageWidths(download.rawPayload)).toEqual(await pageWidths(pdf));
    const stamped = await pdfPageTexts(download.rawPayload);
    expect(stamped.every((page) => page.includes(`Licensed to ${buyer.user.name}`))).toBe(true);

    const refused = await app.inject({
      url: `/api/notes/${paidNote.id}/download`,
      headers: bearer(stranger.token),
    });
    expect(refused.statusCode).toBe(403);

    const note = (await app.inject({ url: `/api/notes/${paidNote.id}` })).json<{
      note: { pages: number };
    }>();
    expect(note.note.pages).toBe(5);
  });

  it('makes a preview of every page of a note shorter than 3 pages', async () => {
    expect((await uploadNotePdf(paidNote.id, await pdfWithPages(2))).statusCode).toBe(200);
    const preview = await app.inject({ url: `/api/notes/${paidNote.id}/preview` });
    expect(await pageWidths(preview.rawPayload)).toEqual([301, 302]);
  });

  it('records the upload in the audit log, with its size and checksum but not where it is stored', async () => {
    const pdf = await pdfWithPages(1);
    const { sha256 } = (await uploadNotePdf(paidNote.id, pdf)).json<UploadResponse>();
    const audit = await app.inject({
      url: `/api/admin/audit?subjectType=notes&subjectId=${paidNote.id}`,
      headers: admin,
    });
    const [entry] = audit.json<{ entries: AuditEntry[] }>().entries;
    expect(entry).toMatchObject({
      action: 'notes.file.replace',
      actor: { email: 'admin@example.com' },
      after: { bytes: pdf.length, sha256, pages: 1 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/notes\/|previews\//);
  });
});

describe('question paper PDFs', () => {
  it('replaces the paper students download', async () => {
    const pdf = await pdfWithPages(4);
    const response = await put(
      `/api/admin/catalog/question-papers/${paperId}/pdf`,
      'application/pdf',
      pdf,
    );
    expect(response.statusCode).toBe(200);
    const student = await registerUser(app);
    const download = await app.inject({
      url: `/api/question-papers/${paperId}/download`,
      headers: bearer(student.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a text file renamed to .pdf', async () => {
    await expectRefused(
      () =>
        put(
          `/api/admin/catalog/question-papers/${paperId}/pdf`,
          'application/pdf',
          Buffer.from('Q1. Define a stack.'),
        ),
      422,
      /not a PDF/,
    );
  });
});

describe('project source zips', () => {
  it('stores a valid zip under a new name and removes the replaced one', async () => {
    const before = storedFiles();
    const zip = sourceZip({
      'app/README.md': '# Library system\n',
      'app/src/main.py': 'print("hi")\n',
    });
    const response = await uploadSource(zip);
    expect(response.statusCode).toBe(200);
    expect(response.json<UploadResponse>()).toMatchObject({ success: true, bytes: zip.length });
    const added = storedFiles().filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^projects\/[0-9a-f-]{36}\.zip$/);
    expect(storedFiles()).not.toContain(`projects/${project.id}.zip`);
  });

  it('refuses a PDF renamed to .zip', async () => {
    await expectRefused(async () => uploadSource(await pdfWithPages(1)), 422, /not a zip archive/);
  });

  it('refuses a zip bomb (a megabyte that unpacks to a gigabyte) without unpacking it', async () => {
    const bomb = rawZip([{ name: 'zeros.txt', ...gigabyteOfZeros() }]);
    expect(bomb.length).toBeLessThan(2 * mebibyte);
    await expectRefused(() => uploadSource(bomb), 422, /more than 100 times its packed size/);
  });

  it('refuses a zip bomb that declares a small size and unpacks to a gigabyte', async () => {
    const bomb = gigabyteOfZeros();
    await expectRefused(
      () =>
        uploadSource(
          rawZip([{ name: 'small.txt', packed: bomb.packed, crc: bomb.crc, size: 1000 }]),
        ),
      422,
      /unpacks to more than it declares/,
    );
  });

  it('refuses a zip whose many small files together unpack past the limit', async () => {
    const file = Buffer.alloc(60 * 1024, 0x61);
    const entries = Array.from({ length: 5000 }, (_, n) => deflated(`a/${n}.txt`, file));
    await expectRefused(
      () => uploadSource(rawZip(entries)),
      422,
      /unpacks to \d+ MiB; at most 250 MiB/,
    );
  });

  it('refuses a zip with more files than the limit', async () => {
    const entries = Array.from({ length: 10_001 }, (_, n) => deflated(`a/${n}.txt`, 'x'));
    await expectRefused(() => uploadSource(rawZip(entries)), 422, /10001 files; at most 10000/);
  });

  it('refuses a zip whose entries overlap (the same bytes listed twice)', async () => {
    // Listed under another name, the local header's name gives it away first (hostile-uploads).
    const entry = deflated('a.txt', 'a'.repeat(50_000));
    const zip = rawZip([entry, { ...entry, sameDataAs: 0 }]);
    await expectRefused(() => uploadSource(zip), 422, /overlap/);
  });

  it('refuses a zip inside the zip, whatever its name', async () => {
    const inner = sourceZip({ 'x.txt': 'x' });
    await expectRefused(
      () => uploadSource(sourceZip({ 'app/README.md': 'hi', 'app/data.bin': inner })),
      422,
      /archive inside the zip/,
    );
    await expectRefused(
      () => uploadSource(rawZip([deflated('app/nested.zip', inner)])),
      422,
      /archive inside the zip/,
    );
  });

  it.each([
    '../evil.sh',
    'app/../../evil.sh',
    '/etc/cron.d/evil',
    'C:/Windows/evil.bat',
    '..\\evil.bat',
  ])('refuses the path %s', async (name) => {
    await expectRefused(
      () => uploadSource(rawZip([deflated(name, 'echo pwned')])),
      422,
      /outside its folder/,
    );
  });

  it('refuses a damaged zip whose data does not match its checksum', async () => {
    const entry = deflated('app/main.py', 'print(1)\n');
    await expectRefused(
      () => uploadSource(rawZip([{ ...entry, crc: entry.crc ^ 1 }])),
      422,
      /checksum/,
    );
  });

  it('refuses an oversized zip with 413', async () => {
    await expectRefused(
      () => uploadSource(Buffer.alloc(51 * mebibyte)),
      413,
      /zip is larger than the limit of 50 MiB/,
    );
  });
});

describe('card images', () => {
  const photo = () =>
    sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#0ea5e9' } })
      .jpeg()
      .toBuffer();

  it('stores WebP at 800 and 400 px and a 1200×630 PNG, and link previews use the PNG', async () => {
    const before = storedFiles();
    const response = await put(
      `/api/admin/catalog/notes/${paidNote.id}/image`,
      'image/jpeg',
      await photo(),
    );
    expect(response.statusCode).toBe(200);
    const { image } = response.json<UploadResponse>();
    if (!image) throw new Error('no image in the response');

    for (const [url, format, width, height] of [
      [image.large, 'webp', 800, 500],
      [image.small, 'webp', 400, 250],
      [image.linkPreview, 'png', 1200, 630],
    ] as const) {
      const served = await app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format, width, height });
    }

    const note = (await app.inject({ url: `/api/notes/${paidNote.id}` })).json<{
      note: { image: string; imageLinkPreview: string | null };
    }>();
    expect(note.note.image).toBe(image.large);
    // The note page's route takes its og:image from here (seo.test.ts renders it).
    expect(note.note.imageLinkPreview).toBe(image.linkPreview);

    const added = storedFiles().filter((file) => !before.includes(file));
    expect(added).toHaveLength(3);
    // The demo cover it replaced is gone, all three variants.
    for (const variant of ['800.webp', '400.webp', 'og.png']) {
      expect(before).toContain(`images/note-${paidNote.id}-${variant}`);
      expect(storedFiles()).not.toContain(`images/note-${paidNote.id}-${variant}`);
    }
  });

  it('refuses a text file renamed to .png', async () => {
    await expectRefused(
      () =>
        put(
          `/api/admin/catalog/projects/${project.id}/image`,
          'image/png',
          Buffer.from('<svg>not an image</svg>'),
        ),
      422,
      /not a PNG, JPEG or WebP/,
    );
  });

  it('refuses a damaged PNG', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expectRefused(
      () =>
        put(`/api/admin/catalog/projects/${project.id}/image`, 'image/png', png.subarray(0, 60)),
      422,
      /damaged/,
    );
  });

  it('refuses an image with more pixels than the limit, judged by its header', async () => {
    await expectRefused(
      async () =>
        put(
          `/api/admin/catalog/projects/${project.id}/image`,
          'image/png',
          await pngClaiming(20_000, 20_000),
        ),
      422,
      /more than 40 million pixels/,
    );
  });

  it('refuses an oversized image with 413', async () => {
    const big = Buffer.alloc(6 * mebibyte);
    await expectRefused(
      () => put(`/api/admin/catalog/projects/${project.id}/image`, 'image/png', big),
      413,
      /image is larger than the limit of 5 MiB/,
    );
  });

  it('refuses an image for a kind of item that has none', async () => {
    const response = await put(
      `/api/admin/catalog/tools/anything/image`,
      'image/jpeg',
      await photo(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/tools have no card image/);
  });
});
