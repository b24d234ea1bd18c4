import type { Download } from '@studyhub/contract/payments';
import { type Insertable, type Kysely, sql } from 'kysely';
import { lockWithinTransaction } from '../../db/lock.ts';
import type { Database, DownloadsTable } from '../../db/schema.ts';

const downloadPath: Record<Download['itemType'], (slug: string) => string> = {
  note: (slug) => `/api/notes/${slug}/download`,
  project: (slug) => `/api/projects/${slug}/download`,
  paper: (slug) => `/api/question-papers/${slug}/download`,
};

export function createDownloadsRepository(db: Kysely<Database>) {
  return {
    /**
     * Records a download, or moves the student's latest row for the same item to this time when
     * that row is newer than `repeatAfter`. One transaction per student and item at a time, so
     * downloads sent at once cannot each find no row and each insert one: SQLite runs one
     * transaction at a time on its one connection; PostgreSQL takes a lock on this student and
     * item until the transaction ends.
     */
    async record(
      download: Omit<Insertable<DownloadsTable>, 'id'>,
      repeatAfter: string,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockWithinTransaction(
          trx,
          `downloads ${download.userId} ${download.itemType} ${download.itemId}`,
        );
        const recent = await trx
          .selectFrom('downloads')
          .select('id')
          .where('userId', '=', download.userId)
          .where('itemType', '=', download.itemType)
          .where('itemId', '=', download.itemId)
          .where('downloadedAt', '>', repeatAfter)
          .orderBy('downloadedAt', 'desc')
          .executeTakeFirst();
        if (recent) {
          await trx
            .updateTable('downloads')
            .set({
              downloadedAt: download.downloadedAt,
              itemSlug: download.itemSlug,
              itemName: download.itemName,
              orderId: download.orderId ?? null,
              amountPaise: download.amountPaise ?? null,
            })
            .where('id', '=', recent.id)
            .execute();
        } else {
          await trx
            .insertInto('downloads')
            .values({ id: crypto.randomUUID(), ...download })
            .execute();
        }
      });
    },

    /** Whether anyone downloaded the item: its row must then stay (decision 20). */
    async anyDownloadOf(itemType: Download['itemType'], itemId: string): Promise<boolean> {
      const row = await db
        .selectFrom('downloads')
        .select('id')
        .where('itemType', '=', itemType)
        .where('itemId', '=', itemId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Downloads per UTC day in [from, to), days without any left out. */
    async countByDay(from: string, to: string): Promise<{ day: string; count: number }[]> {
      const day = sql<string>`substr(${sql.ref('downloadedAt')}, 1, 10)`;
      const rows = await db
        .selectFrom('downloads')
        .select((eb) => [day.as('day'), eb.fn.countAll().as('count')])
        .where('downloadedAt', '>=', from)
        .where('downloadedAt', '<', to)
        .groupBy(day)
        .execute();
      return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
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
