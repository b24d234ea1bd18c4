import type { ImageKind } from '@studyhub/contract/uploads';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';

export type DocumentKind = 'notes' | 'question-papers' | 'projects';

const documentTables = {
  notes: 'notes',
  'question-papers': 'questionPapers',
  projects: 'projects',
} as const;

export interface StoredFiles {
  fileKey: string;
  previewFileKey: string | null;
}

export interface CardImage {
  image: string;
  imageSmall: string | null;
  ogImage: string | null;
}

/**
 * The file and image columns of catalog items, and nothing else of them. Build it on the
 * transaction that records the change, so the column and its audit entry land together.
 */
export function createUploadsRepository(db: Kysely<Database>) {
  return {
    async documentExists(kind: DocumentKind, slug: string): Promise<boolean> {
      const row = await db
        .selectFrom(documentTables[kind])
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Points the item at its new files; returns the ones it had, or undefined if no item. */
    async replaceDocument(
      kind: DocumentKind,
      slug: string,
      next: { fileKey: string; previewFileKey?: string; pages?: number },
    ): Promise<StoredFiles | undefined> {
      if (kind === 'question-papers') {
        const before = await db
          .selectFrom('questionPapers')
          .select('fileKey')
          .where('slug', '=', slug)
          .executeTakeFirst();
        if (!before) return undefined;
        await db
          .updateTable('questionPapers')
          .set({ fileKey: next.fileKey, updatedAt: nowIso() })
          .where('slug', '=', slug)
          .execute();
        return { fileKey: before.fileKey, previewFileKey: null };
      }
      const table = documentTables[kind];
      const before = await db
        .selectFrom(table)
        .select(['fileKey', 'previewFileKey'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (!before) return undefined;
      if (kind === 'notes') {
        await db
          .updateTable('notes')
          .set({
            fileKey: next.fileKey,
            ...(next.previewFileKey ? { previewFileKey: next.previewFileKey } : {}),
            ...(next.pages ? { pages: next.pages } : {}),
            updatedAt: nowIso(),
          })
          .where('slug', '=', slug)
          .execute();
        return before;
      }
      // A project's overview PDF is written separately; only its source zip is replaced here.
      await db
        .updateTable('projects')
        .set({ fileKey: next.fileKey, updatedAt: nowIso() })
        .where('slug', '=', slug)
        .execute();
      return { fileKey: before.fileKey, previewFileKey: null };
    },

    async imageExists(kind: ImageKind, slug: string): Promise<boolean> {
      const row = await db
        .selectFrom(kind)
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Sets the card image and its variants; returns the previous ones, or undefined if no item. */
    async replaceImage(
      kind: ImageKind,
      slug: string,
      next: CardImage,
    ): Promise<CardImage | undefined> {
      const before = await db
        .selectFrom(kind)
        .select(['image', 'imageSmall', 'ogImage'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (!before) return undefined;
      await db
        .updateTable(kind)
        .set({ ...next, updatedAt: nowIso() })
        .where('slug', '=', slug)
        .execute();
      return {
        image: before.image,
        imageSmall: before.imageSmall ?? null,
        ogImage: before.ogImage ?? null,
      };
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
