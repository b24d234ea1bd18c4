import type { Download } from '@studyhub/contract/payments';
import type { Insertable, Kysely } from 'kysely';
import type { Database, DownloadsTable } from '../../db/schema.ts';

const downloadPath: Record<Download['itemType'], (slug: string) => string> = {
  note: (slug) => `/api/notes/${slug}/download`,
  project: (slug) => `/api/projects/${slug}/download`,
  paper: (slug) => `/api/question-papers/${slug}/download`,
};

export function createDownloadsRepository(db: Kysely<Database>) {
  return {
    async record(download: Omit<Insertable<DownloadsTable>, 'id'>): Promise<void> {
      await db
        .insertInto('downloads')
        .values({ id: crypto.randomUUID(), ...download })
        .execute();
    },

    /** Newest first; bounded, as a dashboard shows a page, not a history dump. */
    async listForUser(userId: string, limit = 200): Promise<Download[]> {
      const rows = await db
        .selectFrom('downloads')
        .select(['id', 'itemType', 'itemSlug', 'itemName', 'downloadedAt', 'amountPaise'])
        .where('userId', '=', userId)
        .orderBy('downloadedAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        itemType: row.itemType,
        itemId: row.itemSlug,
        itemName: row.itemName,
        downloadedAt: row.downloadedAt,
        amountPaise: row.amountPaise,
        downloadUrl: downloadPath[row.itemType](row.itemSlug),
      }));
    },
  };
}

export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
