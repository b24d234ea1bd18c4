import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePage, pdfOf, pdfStream } from '../../test/hostile-files.ts';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { scannedNotePdf } from '../../test/scanned-note.ts';
import { loadConfig } from '../config.ts';
import { createFileStore, type FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { stampInWorker } from './stamp-worker.ts';
import { copyKeyOf, createStampedCopies } from './stamped-copies.ts';

/** Buyers' copies of paid notes, stamped in a worker and kept in either store (decision 54). */
let s3: Awaited<ReturnType<typeof startS3Server>>;
const stores: Record<string, FileStore> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  const s3Config = loadConfig(s3.env).s3 ?? expect.fail('no S3 settings');
  stores['on disk'] = createFileStore(mkdtempSync(path.join(tmpdir(), 'studyhub-copies-')));
  stores['in an S3 bucket'] = createS3FileStore(
    s3Config,
    mkdtempSync(path.join(tmpdir(), 'studyhub-copies-s3-')),
  );
});
afterAll(() => s3?.close());

/** A log that keeps its messages, as an operator reads them. */
function readableLog() {
  const messages: string[] = [];
  const keep = (_fields: unknown, message: string) => {
    messages.push(message);
  };
  const log = { info: keep, warn: keep, error: keep } as unknown as FastifyBaseLogger;
  return { log, messages };
}

const keysIn = async (store: FileStore, prefix: string) => {
  const keys: string[] = [];
  for await (const key of store.keys(prefix)) keys.push(key);
  return keys;
};

describe.each(['on disk', 'in an S3 bucket'])('a buyer’s copy kept %s', (where) => {
  const store = () => stores[where] ?? expect.fail(`no store ${where}`);

  it('is stamped once for downloads that ask for it together, and kept', async () => {
    const fileKey = `notes/${randomUUID()}.pdf`;
    await store().write(
      fileKey,
      await scannedNotePdf({ pages: 3, bytesPerPage: 4096, title: 'DSA' }),
    );
    const copy = { fileKey, orderId: randomUUID(), footer: 'Licensed to Asha (asha@example.com)' };
    const copies = createStampedCopies(store());
    const { log, messages } = readableLog();

    const keys = await Promise.all(Array.from({ length: 8 }, () => copies.prepare(copy, log)));
    expect(new Set(keys)).toEqual(new Set([copyKeyOf(copy)]));
    expect(messages).toEqual(['stamped a note for its buyer']);
    const pages = await pdfPageTexts(await store().bytes(copyKeyOf(copy)));
    expect(pages).toHaveLength(3);
    for (const page of pages) expect(page).toContain(copy.footer);

    // Another process (or a restart) finds the copy kept.
    await createStampedCopies(store()).prepare(copy, log);
    expect(messages).toHaveLength(1);
  });

  it("replaces a copy once the note's file or the buyer's name changes, and removes the old one", async () => {
    const orderId = randomUUID();
    const first = { fileKey: `notes/${randomUUID()}.pdf`, orderId, footer: 'Licensed to Ravi' };
    const renamed = { ...first, footer: 'Licensed to Ravi Kumar' };
    const replaced = { ...renamed, fileKey: `notes/${randomUUID()}.pdf` };
    const note = await scannedNotePdf({ pages: 1, bytesPerPage: 1024, title: 'OS' });
    await store().write(first.fileKey, note);
    await store().write(replaced.fileKey, note);
    const copies = createStampedCopies(store());
    const { log } = readableLog();
    // Another order's copy is not touched.
    const classmate = { ...first, orderId: randomUUID() };
    await copies.prepare(classmate, log);

    for (const copy of [first, renamed, replaced]) {
      expect(await copies.prepare(copy, log)).toBe(copyKeyOf(copy));
      expect(await keysIn(store(), `stamped/${orderId}-`)).toEqual([copyKeyOf(copy)]);
    }
    expect(new Set([first, renamed, replaced].map(copyKeyOf)).size).toBe(3);
    expect(await store().exists(copyKeyOf(classmate))).toBe(true);
  });
});

describe('the stamping worker', () => {
  const page = () => pdfStream('', Buffer.from('BT /F1 12 Tf 20 200 Td (Notes) Tj ET'));
  // A million numbers in one array: pdf-lib takes seconds to read them, each an object on its heap.
  const numbers = () => pdfOf([...onePage(page()), `[${'0 '.repeat(1e6)}]`]);
  const output = () => path.join(mkdtempSync(path.join(tmpdir(), 'studyhub-stamp-')), 'copy.pdf');

  it('stops a stamping that runs out of time or memory, and stamps the next note', async () => {
    const overBudget = [
      [
        { timeMs: 300, heapMb: 256 },
        'time',
        'The stamping took longer than 300 ms and was stopped.',
      ],
      [
        { timeMs: 60_000, heapMb: 24 },
        'memory',
        'The stamping needed more than 24 MiB and was stopped.',
      ],
    ] as const;
    for (const [budget, over, message] of overBudget) {
      const job = { pdf: numbers(), footer: 'Licensed to Asha', outputPath: output() };
      await expect(stampInWorker(job, budget)).rejects.toMatchObject({ over, message });
    }

    const outputPath = output();
    await stampInWorker({ pdf: pdfOf(onePage(page())), footer: 'Licensed to Asha', outputPath });
    expect(await pdfPageTexts(readFileSync(outputPath))).toEqual(['Notes\nLicensed to Asha']);
  });

  it('answers a file that is not a PDF with pdf-lib’s words', async () => {
    await expect(
      stampInWorker({
        pdf: Buffer.from('these bytes are not a PDF'),
        footer: 'Licensed to Asha',
        outputPath: output(),
      }),
    ).rejects.toThrow(/^the note could not be stamped: .*PDF/);
  });
});
