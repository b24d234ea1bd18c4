import type { Insertable } from 'kysely';
import type { DownloadsTable } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import type { DownloadsRepository } from './downloads.repository.ts';

/**
 * Downloads of one item by one student this close together are one row of their history, moved to
 * the latest. A retry on a patchy mobile connection, a download manager's second request or a
 * double click come within seconds or minutes; a student who comes back to a note later in the
 * day is a new entry worth showing (docs/decisions/0019).
 */
export const repeatDownloadWindowMs = 10 * 60 * 1000;

export function createDownloadsService(
  repository: DownloadsRepository,
  options: { now?: () => Date } = {},
) {
  const now = options.now ?? (() => new Date());
  return {
    /** Records a download of a file the student was just sent (never for HEAD). */
    async record(download: Omit<Insertable<DownloadsTable>, 'id' | 'downloadedAt'>) {
      const at = now();
      await repository.record(
        { ...download, downloadedAt: nowIso(at) },
        nowIso(new Date(at.getTime() - repeatDownloadWindowMs)),
      );
    },

    listForUser: (userId: string) => repository.listForUser(userId),
    countByDay: (from: string, to: string) => repository.countByDay(from, to),
  };
}

export type DownloadsService = ReturnType<typeof createDownloadsService>;
