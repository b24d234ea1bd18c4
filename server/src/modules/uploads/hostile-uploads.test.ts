import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { NotesResponse, ProjectsResponse } from '@studyhub/contract/catalog';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDataDir } from '../../../test/data-dir.ts';
import { adminToken, bearer, registerUser } from '../../../test/factories.ts';
import {
  deflated,
  flated,
  objectStream,
  onePage,
  packedObjects,
  pdfOf,
  pdfStream,
  rawZip,
  tarOf,
} from '../../../test/hostile-files.ts';
import { buy } from '../../../test/purchases.ts';
import type { App } from '../../app.ts';
import { checkUpload } from './upload-check.ts';

/**
 * Files built to hurt the server or the students who download them (issue 21, point 7): PDFs
 * that inflate to far more than they weigh, zips whose local headers tell streaming unzippers
 * another story than their directory, and archives hidden inside a zip behind a few bytes.
 */
const mebibyte = 1024 * 1024;
const { dir: dataDir, storedFiles } = testDataDir('studyhub-hostile-');

let app: App;
let admin: Record<string, string>;
let noteId: string;
let projectId: string;

beforeAll(async () => {
  app = await createTestApp({
    seedDemoAs: 'development',
    env: { DATA_DIR: dataDir, PAYMENT_PROVIDER: 'sandbox' },
  });
  admin = bearer(await adminToken(app));
  const notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
  const paid = notes.find((note) => note.price > 0);
  const projects = (await app.inject({ url: '/api/projects' })).json<ProjectsResponse>().projects;
  if (!paid || !projects[0]) throw new Error('the demo catalog has no paid note or no project');
  noteId = paid.id;
  projectId = projects[0].id;
});
afterAll(async () => {
  await app.close();
});

const put = (url: string, type: string, payload: Buffer) =>
  app.inject({ method: 'PUT', url, headers: { ...admin, 'content-type': type }, payload });
const uploadNotePdf = (pdf: Buffer) =>
  put(`/api/admin/catalog/notes/${noteId}/pdf`, 'application/pdf', pdf);
const uploadSource = (zip: Buffer) =>
  put(`/api/admin/catalog/projects/${projectId}/source`, 'application/zip', zip);

/**
 * Runs `work` while a 20 ms timer ticks on this (the server's) thread, and measures the longest
 * gap between ticks: a parse that holds the thread shows as a gap of its length.
 */
async function whileTicking<T>(work: () => Promise<T>) {
  let last = performance.now();
  let longestPauseMs = 0;
  const tick = () => {
    const now = performance.now();
    longestPauseMs = Math.max(longestPauseMs, now - last);
    last = now;
  };
  const timer = setInterval(tick, 20);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  try {
    const result = await work();
    tick();
    const cpu = process.cpuUsage(cpuBefore);
    return {
      result,
      longestPauseMs,
      elapsedMs: performance.now() - started,
      // Every thread of the process (the checks run in a worker): unlike the wall clock, it does
      // not grow when other programs take the cores.
      cpuMs: (cpu.user + cpu.system) / 1000,
    };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Whether this thread kept turning while the work ran. Work done on it would hold it for nearly
 * all of the time the work took (pdf-lib held it for seconds); work done in a worker leaves only
 * the pauses the machine's own load makes, a small part of it. A bound in milliseconds alone fails
 * on a loaded machine, where every pause is longer, so the pause is also weighed against the time.
 */
function expectNotHeld(
  { longestPauseMs, elapsedMs }: { longestPauseMs: number; elapsedMs: number },
  atLeastMs = 250,
) {
  expect(longestPauseMs).toBeLessThan(Math.max(atLeastMs, elapsedMs / 2));
}

type Response = Awaited<ReturnType<typeof put>>;

/** Expects a 422 refusal with this message, in the words and shape of every refused upload. */
function expectRefusal(response: Response, message: RegExp) {
  const body = response.json<{ success: boolean; code: string; message: string }>();
  expect({ status: response.statusCode, message: body.message }).toMatchObject({
    status: 422,
    message: expect.stringMatching(message),
  });
  expect(body).toMatchObject({ success: false, code: 'INVALID_FILE' });
  expect(body.message).toMatch(/Nothing was saved\.$/);
  return body;
}

/** Expects a 422 with this message, and the store exactly as it was before. */
async function expectRefused(send: () => Promise<Response>, message: RegExp) {
  const before = storedFiles();
  const body = expectRefusal(await send(), message);
  expect(storedFiles()).toEqual(before);
  return body;
}

const page = () => pdfStream('', Buffer.from('BT /F1 12 Tf 20 200 Td (Notes) Tj ET'));

describe('PDFs that inflate to far more than they weigh', () => {
  let packed: { objects: Buffer; content: Buffer };
  let objectStreamBomb: Buffer;

  beforeAll(async () => {
    const [objects, content] = await Promise.all([
      packedObjects(150 * mebibyte),
      flated('BT ET\n', 150 * mebibyte),
    ]);
    packed = { objects, content };
    objectStreamBomb = pdfOf([...onePage(page()), objectStream(objects)]);
  });

  it('refuses a 150 KiB PDF whose object stream inflates to 150 MiB, quickly, without holding the server', async () => {
    expect(objectStreamBomb.length).toBeLessThan(200 * 1024);
    const before = storedFiles();
    const { result, cpuMs, ...ticking } = await whileTicking(() => uploadNotePdf(objectStreamBomb));
    // Before the check moved to a worker, pdf-lib held this thread for seconds.
    expectNotHeld(ticking);
    // Quickly: the check stops at 16 MiB instead of unpacking 150 (seconds of work).
    expect(cpuMs).toBeLessThan(3000);
    const body = expectRefusal(result, /unpack to more than 16 MiB.*Please save it again/);
    expect(body.message).toMatch(/^This PDF/);
    expect(storedFiles()).toEqual(before);
  });

  it('keeps answering other requests while it checks a PDF bomb', async () => {
    let checked = false;
    const started = performance.now();
    const upload = uploadNotePdf(objectStreamBomb).finally(() => {
      checked = true;
    });
    // One request at a time, each sent 20 ms after the last was answered.
    let last = performance.now();
    let longestRoundMs = 0;
    let answered = 0;
    while (!checked) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const other = await app.inject({ url: '/api/notes' });
      expect(other.statusCode).toBe(200);
      answered += 1;
      longestRoundMs = Math.max(longestRoundMs, performance.now() - last);
      last = performance.now();
    }
    expect(answered).toBeGreaterThan(1);
    expectNotHeld({ longestPauseMs: longestRoundMs, elapsedMs: performance.now() - started });
    expectRefusal(await upload, /unpack to more than 16 MiB/);
  });

  it('refuses a PDF whose page content inflates to 150 MiB, which only readers unpack', async () => {
    const pdf = pdfOf(onePage(pdfStream('/Filter /FlateDecode', packed.content)));
    expect(pdf.length).toBeLessThan(200 * 1024);
    await expectRefused(() => uploadNotePdf(pdf), /unpack to more than 64 MiB.*as PDF bombs do/);
  });

  it('refuses a bomb compressed twice over', async () => {
    const twice = await flated(packed.content);
    expect(twice.length).toBeLessThan(10 * 1024);
    await expectRefused(
      () => uploadNotePdf(pdfOf(onePage(pdfStream('/Filter [/FlateDecode /FlateDecode]', twice)))),
      /unpack to more than 64 MiB/,
    );
  });

  it('refuses an object-stream bomb hidden under a hex encoding', async () => {
    const hex = Buffer.from(`${packed.objects.toString('hex')}>`);
    const objects = objectStream(hex, '[/ASCIIHexDecode /FlateDecode]');
    await expectRefused(
      () => uploadNotePdf(pdfOf([...onePage(page()), objects])),
      /unpack to more than 16 MiB/,
    );
  });

  it('accepts a PDF whose object stream is just under the limit, and stamps its paid download without holding the server', async () => {
    const pdf = pdfOf([...onePage(page()), objectStream(await packedObjects(15 * mebibyte))]);
    const uploaded = await uploadNotePdf(pdf);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({ success: true, pages: 1 });

    const buyer = await registerUser(app);
    await buy(app, buyer, { itemType: 'note', itemId: noteId });
    const { result, ...ticking } = await whileTicking(() =>
      app.inject({ url: `/api/notes/${noteId}/download`, headers: bearer(buyer.token) }),
    );
    expect(result.statusCode).toBe(200);
    // Stamping inflates what the check allowed, 16 MiB at most: about 0.2 s on an idle machine,
    // where the bomb above held the server for 3 to 4 s.
    expectNotHeld(ticking, 2000);
  });
});

describe('zips whose local headers disagree with their list of files', () => {
  const file = () => deflated('ok.txt', 'echo hello\n');

  it('refuses a zip whose local header names ../../evil.sh behind the listed name ok.txt', async () => {
    await expectRefused(
      () => uploadSource(rawZip([{ ...file(), local: { name: '../../evil.sh' } }])),
      /lists "ok\.txt", but the file itself is stored under the name "\.\.\/\.\.\/evil\.sh"/,
    );
  });

  it.each([
    ['compression method', { method: 0 }],
    ['packed size', { packedBytes: 3 }],
    ['unpacked size', { size: 99 }],
    ['checksum', { crc: 1234 }],
  ] as const)('refuses a local header whose %s differs from the list', async (what, local) => {
    await expectRefused(
      () => uploadSource(rawZip([{ ...file(), local }])),
      new RegExp(`disagree about the ${what} of "ok\\.txt"`),
    );
  });

  it('accepts a zip written by a streaming tool, with the sizes after the data', async () => {
    const zip = rawZip([
      { ...deflated('app/README.md', '# Library\n'), streamed: true },
      { ...deflated('app/main.py', 'print("hi")\n'), streamed: true },
    ]);
    const response = await uploadSource(zip);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a streamed entry whose sizes after the data disagree with the list', async () => {
    await expectRefused(
      () => uploadSource(rawZip([{ ...file(), streamed: true, descriptor: { size: 5 } }])),
      /disagree about the unpacked size of "ok\.txt"/,
    );
  });
});

describe('archives inside the zip behind a few bytes', () => {
  const archives = {
    zip: () => Buffer.from(zipSync({ 'x.txt': strToU8('x') })),
    rar: () => Buffer.concat([Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'), Buffer.alloc(64, 1)]),
    '7z': () =>
      Buffer.concat([Buffer.from('7z\xbc\xaf\x27\x1c\x00\x04', 'latin1'), Buffer.alloc(64)]),
    gzip: () => gzipSync('echo pwned\n'),
    tar: () => tarOf('evil.sh', 'echo pwned\n'),
  };

  it.each(Object.keys(archives) as (keyof typeof archives)[])(
    'refuses a %s archive behind one junk byte',
    async (kind) => {
      const content = Buffer.concat([Buffer.from('x'), archives[kind]()]);
      await expectRefused(
        () =>
          uploadSource(rawZip([deflated('app/README.md', 'hi'), deflated('app/data', content)])),
        /"app\/data" is an archive inside the zip/,
      );
    },
  );

  it('refuses a gzip archive behind a few junk bytes', async () => {
    const content = Buffer.concat([Buffer.from('abc'), archives.gzip()]);
    await expectRefused(
      () => uploadSource(rawZip([deflated('app/data', content)])),
      /archive inside the zip/,
    );
  });

  it('refuses a zip behind 8 KiB of other bytes, found by its end record as unzip tools find it', async () => {
    const content = Buffer.concat([Buffer.alloc(8 * 1024, 0x41), archives.zip()]);
    await expectRefused(
      () => uploadSource(rawZip([deflated('app/setup.exe', content)])),
      /"app\/setup\.exe" is an archive inside the zip/,
    );
  });

  it('accepts images, binary files and text that mention an archive signature further in', async () => {
    const image = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#0ea5e9' },
    })
      .png()
      .toBuffer();
    const binary = Buffer.alloc(64 * 1024);
    for (let at = 0; at < binary.length; at++) binary[at] = (at * 7919 + (at >> 8)) & 0xff;
    const text = `${'// padding\n'.repeat(200)}const zipSignature = 'PK\x03\x04';\n`;
    const zip = rawZip([
      deflated('app/logo.png', image),
      deflated('app/model.bin', binary),
      deflated('app/zip.js', text),
    ]);
    expect((await uploadSource(zip)).statusCode).toBe(200);
  });
});

describe("the check's own budget", () => {
  const pdfFile = (name: string, content: Buffer) => {
    const file = path.join(dataDir, name);
    writeFileSync(file, content);
    return file;
  };

  // A million numbers in one array: pdf-lib takes seconds to read them, each an object on its heap.
  const numbers = () => pdfOf([...onePage(page()), `[${'0 '.repeat(1e6)}]`]);

  it('refuses a file whose check runs out of time, and checks the next one', async () => {
    const slow = pdfFile('numbers.pdf', numbers());
    await expect(
      checkUpload({ kind: 'pdf', path: slow, withPreview: false }, { timeMs: 300, heapMb: 256 }),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'INVALID_FILE',
      message: expect.stringMatching(
        /^Checking this PDF took longer than 0\.3 seconds, .*so it was stopped\. Please save it again .* Nothing was saved\.$/,
      ),
    });
    const ordinary = pdfFile('ordinary.pdf', pdfOf(onePage(page())));
    await expect(checkUpload({ kind: 'pdf', path: ordinary, withPreview: false })).resolves.toEqual(
      { pages: 1 },
    );
  });

  it('refuses a file whose check runs out of memory', async () => {
    const file = pdfFile('numbers.pdf', numbers());
    await expect(
      checkUpload({ kind: 'pdf', path: file, withPreview: false }, { timeMs: 20_000, heapMb: 24 }),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(/^Checking this PDF needed more than 24 MiB of memory/),
    });
  });
});
