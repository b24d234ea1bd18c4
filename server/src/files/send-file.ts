import type { FastifyReply } from 'fastify';
import { notFound } from '../errors.ts';
import type { FileStore } from './file-store.ts';

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
 * Sends a stored file once the caller has checked access: streamed through this server, or, with
 * S3_DOWNLOADS=redirect, as a redirect to a presigned address that lives a minute (decision 32).
 * Public files (`cacheControl` set, card images) are always streamed, so caches keep them.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  store: FileStore,
  key: string,
  options: { fileName: string; disposition: 'attachment' | 'inline'; cacheControl?: string },
) {
  const size = await store.size(key);
  if (size === undefined) throw notFound('That file is missing. Please contact support.');
  const extension = key.split('.').pop() ?? '';
  const contentType = contentTypes[extension] ?? 'application/octet-stream';
  if (!options.cacheControl && reply.request.method !== 'HEAD') {
    const url = await store.downloadUrl(key, { ...options, contentType });
    if (url) return reply.header('cache-control', 'private, no-store').redirect(url, 302);
  }
  return reply
    .type(contentType)
    .header('content-length', String(size))
    .header(
      'content-disposition',
      `${options.disposition}; filename="${options.fileName}.${extension}"`,
    )
    .header('cache-control', options.cacheControl ?? 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(await store.read(key));
}

/** A PDF made for this request (a receipt, a stamped note): never cached by anyone. */
export function sendGeneratedPdf(reply: FastifyReply, content: Uint8Array, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-length', String(content.byteLength))
    .header('content-disposition', `attachment; filename="${fileName}.pdf"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
}
