import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { type ImageKind, type UploadResponse, uploadLimits } from '@studyhub/contract/uploads';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import type { CatalogCache } from '../../lib/cached-json.ts';
import { lazy } from '../../lib/lazy.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { cardImageFrom } from './card-image.ts';
import { receiveUpload } from './receive-upload.ts';
import { invalidFile, tooLarge } from './upload-errors.ts';
import type { DocumentKind, UploadsRepository } from './uploads.repository.ts';

export interface Upload {
  slug: string;
  body: Readable;
  /** The Content-Length the client declared, if any; checked first, then counted anyway. */
  declaredBytes: number | undefined;
  actor: { id: string; email: string };
}

const documents: Record<
  DocumentKind,
  { what: string; limit: number; folder: string; extension: 'pdf' | 'zip' }
> = {
  notes: { what: 'PDF', limit: uploadLimits.pdfBytes, folder: 'notes', extension: 'pdf' },
  'question-papers': {
    what: 'PDF',
    limit: uploadLimits.pdfBytes,
    folder: 'papers',
    extension: 'pdf',
  },
  projects: { what: 'zip', limit: uploadLimits.zipBytes, folder: 'projects', extension: 'zip' },
};

const singular: Record<ImageKind, string> = {
  notes: 'note',
  projects: 'project',
  courses: 'course',
  blogs: 'blog',
};

const mediaPrefix = '/media/';

// Loaded with import() only, so the production build makes it a chunk a worker can start from.
const uploadCheck = lazy(() => import('./upload-check.ts'));

/**
 * Receives an operator's upload: streamed to a temporary file in the store, checked by its
 * content, moved into place under a new random name, then the item's column and the audit entry
 * are written in one transaction, and only then the replaced file is removed. Any failure
 * removes whatever this upload wrote, so a refused upload stores nothing (decision 21).
 */
export function createUploadsService(deps: {
  db: Kysely<Database>;
  files: FileStore;
  uploads: (db: Kysely<Database>) => UploadsRepository;
  audit: (db: Kysely<Database>) => AuditRepository;
  cache: CatalogCache;
  log: FastifyBaseLogger;
}) {
  const { db, files, cache, log } = deps;

  /** Writes through `work`; on failure removes the temporary file and every key it stored. */
  async function storing<T>(
    upload: Upload,
    what: string,
    limit: number,
    work: (
      received: Awaited<ReturnType<typeof receiveUpload>> & { path: string },
      /** Moves the checked upload to `key`, or writes `content` made from it there. */
      store: (key: string, content?: Uint8Array) => Promise<void>,
    ) => Promise<T>,
  ): Promise<T> {
    if (upload.declaredBytes !== undefined && upload.declaredBytes > limit) {
      throw tooLarge(what, limit);
    }
    const temporary = files.temporaryPath();
    const stored: string[] = [];
    const store = async (key: string, content?: Uint8Array) => {
      // Counted first: a write that fails half-way is removed with the rest.
      stored.push(key);
      if (content) await files.write(key, content);
      else await files.moveIn(temporary, key);
    };
    try {
      const received = await receiveUpload(upload.body, temporary, limit, what);
      if (received.bytes === 0)
        throw invalidFile(`The upload is empty: send the ${what} as the request body.`);
      return await work({ ...received, path: temporary }, store);
    } catch (error) {
      for (const key of stored) {
        await files.remove(key).catch((removeError: unknown) => {
          log.warn({ err: removeError, key }, 'could not remove a refused upload');
        });
      }
      throw error;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  /** Files the item no longer points at; a failure here leaves an orphan, never a broken item. */
  async function removeReplaced(keys: (string | null | undefined)[]) {
    for (const key of keys) {
      if (!key) continue;
      try {
        await files.remove(key);
      } catch (error) {
        log.warn({ err: error, key }, 'could not remove a replaced upload');
      }
    }
  }

  return {
    async replaceDocument(kind: DocumentKind, upload: Upload): Promise<UploadResponse> {
      const spec = documents[kind];
      if (!(await deps.uploads(db).documentExists(kind, upload.slug))) {
        throw notFound(`No ${kind} item has the id ${upload.slug}.`);
      }
      return storing(upload, spec.what, spec.limit, async (received, store) => {
        const { checkUpload } = await uploadCheck();
        const { pages, preview } = await checkUpload(
          spec.extension === 'pdf'
            ? { kind: 'pdf', path: received.path, withPreview: kind === 'notes' }
            : { kind: 'zip', path: received.path, bytes: received.bytes },
        );
        const fileKey = `${spec.folder}/${randomUUID()}.${spec.extension}`;
        await store(fileKey);
        const previewFileKey = preview ? `previews/note-${randomUUID()}.pdf` : undefined;
        if (previewFileKey && preview) await store(previewFileKey, preview);

        const before = await db.transaction().execute(async (trx) => {
          const replaced = await deps.uploads(trx).replaceDocument(kind, upload.slug, {
            fileKey,
            ...(previewFileKey ? { previewFileKey } : {}),
            ...(kind === 'notes' && pages ? { pages } : {}),
          });
          if (!replaced) throw notFound(`No ${kind} item has the id ${upload.slug}.`);
          await deps.audit(trx).record({
            actor: upload.actor,
            action: `${kind}.file.replace`,
            subjectType: kind,
            subjectId: upload.slug,
            before: { bytes: (await files.size(replaced.fileKey)) ?? null },
            after: {
              bytes: received.bytes,
              sha256: received.sha256,
              ...(pages ? { pages } : {}),
              ...(previewFileKey
                ? { previewPages: Math.min(pages ?? 0, uploadLimits.notePreviewPages) }
                : {}),
            },
          });
          return replaced;
        });
        await removeReplaced([before.fileKey, previewFileKey ? before.previewFileKey : null]);
        cache.invalidate();
        return {
          success: true as const,
          message: `${spec.what === 'zip' ? 'Source zip' : 'PDF'} uploaded.`,
          bytes: received.bytes,
          sha256: received.sha256,
          ...(pages ? { pages } : {}),
        };
      });
    },

    async replaceImage(kind: ImageKind, upload: Upload): Promise<UploadResponse> {
      if (!(await deps.uploads(db).imageExists(kind, upload.slug))) {
        throw notFound(`No ${kind} item has the id ${upload.slug}.`);
      }
      const limit = uploadLimits.imageBytes;
      return storing(upload, 'image', limit, async (received, store) => {
        const variants = await cardImageFrom(received.path);
        const name = `images/${singular[kind]}-${randomUUID()}`;
        const keys = {
          large: `${name}-800.webp`,
          small: `${name}-400.webp`,
          linkPreview: `${name}-og.png`,
        };
        await store(keys.large, variants.large);
        await store(keys.small, variants.small);
        await store(keys.linkPreview, variants.linkPreview);
        const next = {
          image: `${mediaPrefix}${keys.large}`,
          imageSmall: `${mediaPrefix}${keys.small}`,
          ogImage: `${mediaPrefix}${keys.linkPreview}`,
        };
        const before = await db.transaction().execute(async (trx) => {
          const replaced = await deps.uploads(trx).replaceImage(kind, upload.slug, next);
          if (!replaced) throw notFound(`No ${kind} item has the id ${upload.slug}.`);
          await deps.audit(trx).record({
            actor: upload.actor,
            action: `${kind}.image.replace`,
            subjectType: kind,
            subjectId: upload.slug,
            before: replaced,
            after: { ...next, uploadedBytes: received.bytes, sha256: received.sha256 },
          });
          return replaced;
        });
        await removeReplaced(
          [before.image, before.imageSmall, before.ogImage].map((url) =>
            url?.startsWith(`${mediaPrefix}images/`) ? url.slice(mediaPrefix.length) : null,
          ),
        );
        cache.invalidate();
        return {
          success: true as const,
          message: 'Image uploaded.',
          bytes: received.bytes,
          sha256: received.sha256,
          image: { large: next.image, small: next.imageSmall, linkPreview: next.ogImage },
        };
      });
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
