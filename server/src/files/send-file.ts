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

export function sendStoredFile(
  reply: FastifyReply,
  store: FileStore,
  key: string,
  options: { fileName: string; disposition: 'attachment' | 'inline'; cacheControl?: string },
) {
  if (!store.exists(key)) throw notFound('That file is missing. Please contact support.');
  const extension = key.split('.').pop() ?? '';
  return reply
    .type(contentTypes[extension] ?? 'application/octet-stream')
    .header('content-length', String(store.size(key)))
    .header(
      'content-disposition',
      `${options.disposition}; filename="${options.fileName}.${extension}"`,
    )
    .header('cache-control', options.cacheControl ?? 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(store.read(key));
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
