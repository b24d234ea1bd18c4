import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { NotesResponse } from '@studyhub/contract/catalog';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createFileStore } from '../src/files/file-store.ts';
import { migrateFiles } from '../src/files/migrate-files.ts';
import { createS3Client, createS3FileStore } from '../src/files/s3-file-store.ts';
import { createTestApp } from './app.ts';
import { adminToken, bearer, registerUser } from './factories.ts';
import { buy } from './purchases.ts';
import { startS3Server } from './s3-server.ts';

/** Stored files in an S3-compatible bucket (decision 32), against s3rver (decision 31). */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let app: App;
let redirecting: App;
const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-s3-'));
let notes: NotesResponse['notes'];

beforeAll(async () => {
  s3 = await startS3Server();
  app = await createTestApp({ env: { ...s3.env, DATA_DIR: dataDir }, seedDemoAs: 'development' });
  redirecting = await createTestApp({
    env: { ...s3.env, S3_DOWNLOADS: 'redirect', DOWNLOAD_URL_TTL_SECONDS: '45' },
    seedDemoAs: 'development',
  });
  notes = (await app.inject('/api/notes')).json<NotesResponse>().notes;
});

afterAll(async () => {
  await app?.close();
  await redirecting?.close();
  await s3?.close();
});

const client = () => createS3Client(loadConfig(s3.env).s3 ?? expect.fail('no S3 settings'));

async function bucketKeys(prefix = ''): Promise<string[]> {
  const page = await client().send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key ?? '');
}

async function objectBytes(key: string): Promise<Uint8Array> {
  const object = await client().send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
}

const textOf = async (stream: Readable) => Buffer.concat(await stream.toArray()).toString();

const freeNote = () => notes.find((note) => note.price === 0) ?? expect.fail('no free note');
const paidNote = () => notes.find((note) => note.price > 0) ?? expect.fail('no paid note');

describe('files in an S3 bucket', () => {
  it('keeps the seeded files in the bucket and none in DATA_DIR', async () => {
    expect((await bucketKeys('notes/')).length).toBeGreaterThan(0);
    expect((await bucketKeys('images/')).length).toBeGreaterThan(0);
    expect(existsSync(path.join(dataDir, 'files', 'notes'))).toBe(false);
    const ready = await app.inject('/api/ready');
    expect(ready.json()).toMatchObject({ status: 'ready', files: 'ok' });
  });

  it('streams a free note to a signed-in student and checks the entitlement of a paid one', async () => {
    const student = await registerUser(app);
    const free = await app.inject({
      url: `/api/notes/${freeNote().id}/download`,
      headers: bearer(student.token),
    });
    expect(free.statusCode).toBe(200);
    expect(free.headers['content-type']).toBe('application/pdf');
    expect(free.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const keys = await bucketKeys('notes/');
    const matches = await Promise.all(
      keys.map(async (key) => Buffer.from(await objectBytes(key)).equals(free.rawPayload)),
    );
    expect(matches).toContain(true);

    const refused = await app.inject({
      url: `/api/notes/${paidNote().id}/download`,
      headers: bearer(student.token),
    });
    expect(refused.statusCode).toBe(403);
    await buy(app, student, { itemType: 'note', itemId: paidNote().id });
    const bought = await app.inject({
      url: `/api/notes/${paidNote().id}/download`,
      headers: bearer(student.token),
    });
    expect(bought.statusCode).toBe(200);
    // Stamped for its buyer from the object in the bucket.
    expect((await PDFDocument.load(bought.rawPayload)).getPageCount()).toBeGreaterThan(0);
  });

  it('reads only the requested bytes, from the bucket as from disk', async () => {
    const bucket = createS3FileStore(
      loadConfig(s3.env).s3 ?? expect.fail('no S3 settings'),
      dataDir,
    );
    const disk = createFileStore(mkdtempSync(path.join(tmpdir(), 'studyhub-range-')));
    const key = 'notes/range-check.pdf';
    for (const store of [bucket, disk]) {
      await store.write(key, '0123456789abcdef');
      expect(await textOf(await store.read(key, { start: 3, end: 7 }))).toBe('34567');
      expect(await textOf(await store.read(key, { start: 15, end: 15 }))).toBe('f');
      expect(await textOf(await store.read(key))).toBe('0123456789abcdef');
      expect(await store.stat(key)).toEqual({ size: 16, version: expect.any(String) });
    }
    // The object's own ETag is its version: replaced content, another version.
    const before = await bucket.stat(key);
    await bucket.write(key, 'fedcba9876543210');
    expect((await bucket.stat(key))?.version).not.toBe(before?.version);
    expect(await bucket.stat('notes/no-such-file.pdf')).toBeUndefined();
    await bucket.remove(key);
  });

  it('resumes a download streamed from the bucket', async () => {
    const student = await registerUser(app);
    const url = `/api/notes/${freeNote().id}/download`;
    const whole = await app.inject({ url, headers: bearer(student.token) });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.byteLength;
    const rest = await app.inject({
      url,
      headers: {
        ...bearer(student.token),
        range: 'bytes=500-',
        'if-range': `${whole.headers.etag}`,
      },
    });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 500-${size - 1}/${size}`);
    expect(rest.rawPayload.equals(whole.rawPayload.subarray(500))).toBe(true);

    // With S3_DOWNLOADS=redirect the bucket answers the Range itself, at the presigned address.
    const elsewhere = await registerUser(redirecting);
    const redirected = await redirecting.inject({
      url,
      headers: { ...bearer(elsewhere.token), range: 'bytes=500-' },
    });
    expect(redirected.statusCode).toBe(302);
    const part = await fetch(String(redirected.headers.location), {
      headers: { range: 'bytes=500-' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.rawPayload.subarray(500))).toBe(true);
  });

  it('serves public card images from the bucket', async () => {
    const image = notes[0]?.image ?? expect.fail('no image');
    const response = await app.inject(image);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('with S3_DOWNLOADS=redirect, answers an entitled download with a presigned address that expires', async () => {
    const student = await registerUser(redirecting);
    const notesHere = (await redirecting.inject('/api/notes')).json<NotesResponse>().notes;
    const free = notesHere.find((note) => note.price === 0) ?? expect.fail('no free note');
    const paid = notesHere.find((note) => note.price > 0) ?? expect.fail('no paid note');

    const response = await redirecting.inject({
      url: `/api/notes/${free.id}/download`,
      headers: bearer(student.token),
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(s3.endpoint);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('45');
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(
      Buffer.from(await fetched.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // No redirect without the entitlement, checked on every request.
    const refused = await redirecting.inject({
      url: `/api/notes/${paid.id}/download`,
      headers: bearer(student.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();
    const anonymous = await redirecting.inject(`/api/notes/${free.id}/download`);
    expect(anonymous.statusCode).toBe(401);
  });

  it("puts an operator's upload straight into the bucket, leaving nothing on the server's disk", async () => {
    const before = new Set(await bucketKeys('notes/'));
    const pdf = await PDFDocument.create();
    pdf.addPage([300, 400]).drawText('Uploaded to the bucket', { x: 20, y: 200 });
    const bytes = Buffer.from(await pdf.save());
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/catalog/notes/${freeNote().id}/pdf`,
      headers: { ...bearer(await adminToken(app)), 'content-type': 'application/pdf' },
      payload: bytes,
    });
    expect(response.statusCode).toBe(200);
    const added = (await bucketKeys('notes/')).filter((key) => !before.has(key));
    expect(added).toHaveLength(1);
    expect(Buffer.from(await objectBytes(added[0] ?? '')).equals(bytes)).toBe(true);
    expect(existsSync(path.join(dataDir, 'files', 'notes'))).toBe(false);
    expect(readdirSync(path.join(dataDir, 'files', 'uploads-in-progress'))).toEqual([]);
  });
});

describe('GET /api/ready with a bucket', () => {
  it('fails while the bucket cannot be reached', async () => {
    const gone = await startS3Server('gone-bucket');
    const lonely = await createTestApp({ env: gone.env });
    try {
      expect((await lonely.inject('/api/ready')).statusCode).toBe(200);
      await gone.close();
      const response = await lonely.inject('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not_ready', files: 'failing' });
    } finally {
      await lonely.close();
    }
  });
});

describe('npm run files -- migrate --to s3', () => {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const cli = (args: string[], env: Record<string, string>) => {
    const child = spawn(process.execPath, ['server/src/files-cli.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    return new Promise<{ code: number | null; output: string }>((resolve) =>
      child.once('exit', (code) => resolve({ code, output })),
    );
  };

  it('copies every local file into the bucket, reads each back, and does nothing twice', async () => {
    const target = await startS3Server('migrated');
    try {
      const localDir = mkdtempSync(path.join(tmpdir(), 'studyhub-migrate-'));
      const local = createFileStore(path.join(localDir, 'files'));
      await local.write('notes/a.pdf', '%PDF-1.7 first');
      await local.write('projects/b.zip', new Uint8Array([80, 75, 3, 4, 1, 2, 3]));
      await local.write('images/c.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');

      const first = await cli(['migrate', '--to', 's3'], { ...target.env, DATA_DIR: localDir });
      expect(first.output).toContain('3 copied, 0 already there, 0 did not read back the same.');
      expect(first.code).toBe(0);

      const bucket = createS3FileStore(
        loadConfig(target.env).s3 ?? expect.fail('no S3 settings'),
        localDir,
      );
      for (const key of ['notes/a.pdf', 'projects/b.zip', 'images/c.svg']) {
        expect(Buffer.from(await bucket.bytes(key))).toEqual(Buffer.from(await local.bytes(key)));
      }
      const again = await migrateFiles(local, bucket);
      expect(again).toEqual({ copied: 0, alreadyThere: 3, mismatched: [] });
    } finally {
      await target.close();
    }
  });

  it('says what is missing without a bucket, and refuses other targets', async () => {
    const noBucket = await cli(['migrate', '--to', 's3'], { S3_BUCKET: '' });
    expect(noBucket.code).toBe(1);
    expect(noBucket.output).toContain('S3_BUCKET is not set');
    const wrong = await cli(['migrate', '--to', 'ftp'], {});
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('--to must be s3');
  });
});
