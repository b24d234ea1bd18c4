import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { errorCodes } from '@studyhub/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { AppError, notFound } from '../errors.ts';
import type { ByteRange, FileStore } from './file-store.ts';

const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  png: 'image/png',
};

/** "Data Structures: Notes (2024)" → "data-structures-notes-2024": safe in any file system. */
export function fileNameFrom(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'download'
  );
}

/**
 * Records the download in the student's history. Called once the file is on its way from its
 * first byte: never for HEAD, which asks about the file without taking it, nor for the rest of a
 * download being resumed, which is the download already recorded (decision 45).
 */
type RecordDownload = () => Promise<unknown>;

/**
 * Sends a stored file once the caller has checked access: streamed through this server, or, with
 * S3_DOWNLOADS=redirect, as a redirect to a presigned address that lives a minute (decision 32).
 * Public files (`cacheControl` set, card images) are always streamed, so caches keep them.
 * An attachment can be resumed: it answers Range and If-Range (decision 45).
 */
export async function sendStoredFile(
  reply: FastifyReply,
  store: FileStore,
  key: string,
  options: {
    fileName: string;
    disposition: 'attachment' | 'inline';
    cacheControl?: string;
    recordDownload?: RecordDownload;
  },
) {
  const stored = await store.stat(key);
  if (stored === undefined) throw notFound('That file is missing. Please contact support.');
  const extension = key.split('.').pop() ?? '';
  const contentType = contentTypes[extension] ?? 'application/octet-stream';
  const etag =
    options.disposition === 'attachment'
      ? strongEtag(`${key}\n${stored.size}\n${stored.version}`)
      : undefined;
  if (!options.cacheControl && reply.request.method !== 'HEAD') {
    const url = await store.downloadUrl(key, { ...options, contentType });
    if (url) {
      // The bucket answers the Range of a resumed download itself.
      if (startsAtFirstByte(requestedPart(reply.request, stored.size, etag))) {
        await options.recordDownload?.();
      }
      return reply.header('cache-control', 'private, no-store').redirect(url, 302);
    }
  }
  return sendDownload(reply, {
    size: stored.size,
    etag,
    contentType,
    contentDisposition: `${options.disposition}; filename="${options.fileName}.${extension}"`,
    cacheControl: options.cacheControl ?? 'private, no-store',
    recordDownload: options.recordDownload,
    read: (range) => store.read(key, range),
  });
}

/**
 * A PDF made for this request (a receipt): never cached by anyone. Its ETag is a
 * hash of its bytes, so a part is sent only of the very copy the client already has the rest of.
 */
export function sendGeneratedPdf(
  reply: FastifyReply,
  content: Uint8Array,
  fileName: string,
  options: { recordDownload?: RecordDownload } = {},
) {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return sendDownload(reply, {
    size: bytes.byteLength,
    etag: strongEtag(bytes),
    contentType: 'application/pdf',
    contentDisposition: `attachment; filename="${fileName}.pdf"`,
    cacheControl: 'private, no-store',
    recordDownload: options.recordDownload,
    read: async (range) => (range ? bytes.subarray(range.start, range.end + 1) : bytes),
  });
}

/** Only a strong ETag may validate a part (RFC 9110, section 13.1.5): the same tag, the same bytes. */
function strongEtag(of: string | Uint8Array): string {
  return `"${createHash('sha256').update(of).digest('base64url').slice(0, 32)}"`;
}

type RequestedPart = ByteRange | 'whole' | 'unsatisfiable';

/**
 * What a GET's Range asks of a file that can be resumed (`etag` set): one part, or the whole file
 * when it names another version in If-Range, several ranges, another unit or is not well formed,
 * as RFC 9110 (section 14.2) allows. The header is read by range-parser (jshttp), as Express's
 * `send` reads it.
 */
function requestedPart(
  request: FastifyRequest,
  size: number,
  etag: string | undefined,
): RequestedPart {
  const range = request.headers.range;
  if (etag === undefined || request.method !== 'GET' || !range) return 'whole';
  if (request.headers['if-range'] !== undefined && request.headers['if-range'] !== etag) {
    return 'whole';
  }
  // range-parser tells the unit only of a range it could satisfy.
  if (!/^bytes=/i.test(range)) return 'whole';
  const parts = parseRange(size, range);
  // range-parser 1.3.0 finds a suffix longer than the file (`bytes=-500` of 100 bytes)
  // unsatisfiable; RFC 9110 (section 14.1.2) sends the whole file, as jshttp/range-parser#66 does,
  // merged after that release.
  if (parts === -1) return size > 0 && /^bytes=-\d*[1-9]/i.test(range) ? 'whole' : 'unsatisfiable';
  if (parts === -2 || parts.length !== 1 || !parts[0]) return 'whole';
  return { start: parts[0].start, end: parts[0].end };
}

const startsAtFirstByte = (part: RequestedPart) =>
  part === 'whole' || (part !== 'unsatisfiable' && part.start === 0);

async function sendDownload(
  reply: FastifyReply,
  download: {
    size: number;
    /** Set for a file that can be resumed. */
    etag: string | undefined;
    contentType: string;
    contentDisposition: string;
    cacheControl: string;
    recordDownload: RecordDownload | undefined;
    read: (range?: ByteRange) => Promise<Readable | Buffer>;
  },
) {
  const { size, etag } = download;
  const part = requestedPart(reply.request, size, etag);
  if (part === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new AppError(
      416,
      errorCodes.validation,
      'That part of the file is past its end. Please download it again.',
    );
  }
  if (reply.request.method === 'GET' && startsAtFirstByte(part)) {
    await download.recordDownload?.();
  }
  reply
    .type(download.contentType)
    .header('content-disposition', download.contentDisposition)
    .header('cache-control', download.cacheControl)
    .header('x-content-type-options', 'nosniff');
  if (etag !== undefined) reply.header('accept-ranges', 'bytes').header('etag', etag);
  if (part === 'whole') {
    return reply.header('content-length', String(size)).send(await download.read());
  }
  return reply
    .code(206)
    .header('content-range', `bytes ${part.start}-${part.end}/${size}`)
    .header('content-length', String(part.end - part.start + 1))
    .send(await download.read(part));
}
