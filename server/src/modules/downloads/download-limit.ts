import { errorCodes } from '@studyhub/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import type { Window } from '../../plugins/rate-limit.ts';
import type { DownloadsService } from './downloads.service.ts';

/**
 * Downloads of one item that one student may start in a day (decision 54). A student fetches a
 * note again on another device, after clearing a phone, or when a download went wrong; 20 is
 * far more than that, while a script sending a note's download over and over is stopped early.
 * A download resumed with Range is the same download and is not counted.
 */
export const downloadsPerItemPerDay = 20;
const dayMs = 24 * 60 * 60 * 1000;

type Download = Parameters<DownloadsService['record']>[0];

const itemInWords: Record<Download['itemType'], string> = {
  note: 'this note',
  project: "this project's source code",
  paper: 'this question paper',
};

/**
 * What a download route gives sendStoredFile as `recordDownload`, which calls it only for a
 * download sent from its first byte: counts it against the student's limit for the item,
 * refusing it with 429 once the day's downloads are used up, then records it in their history.
 */
export function limitedDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  downloads: DownloadsService,
  download: Download,
): () => Promise<void> {
  return async () => {
    await countDownload(request, reply, download);
    await downloads.record(download);
  };
}

async function countDownload(request: FastifyRequest, reply: FastifyReply, download: Download) {
  // Through the counters every process shares with REDIS_URL (decision 32).
  const key = `downloads-per-item:${download.userId}:${download.itemType}:${download.itemId}`;
  let window: Window;
  try {
    window = await request.server.counters.hit(key, dayMs);
  } catch (error) {
    // Sending a stored file costs little: a student is not kept from what they bought while the
    // shared counters cannot be reached.
    request.log.warn({ err: error }, 'download not counted: the limits store is not answering');
    return;
  }
  if (window.count <= downloadsPerItemPerDay) return;
  const waitMs = Math.max(0, window.resetAt - Date.now());
  reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  request.log.warn(
    { itemType: download.itemType, itemId: download.itemId },
    'download limit reached',
  );
  throw new AppError(
    429,
    errorCodes.rateLimited,
    `You have downloaded ${itemInWords[download.itemType]} ${downloadsPerItemPerDay} times today. Please wait ${hoursOrMinutes(waitMs)} and try again.`,
  );
}

/** A wait of up to a day, in the largest whole unit: "3 hours", "1 hour", "25 minutes". */
function hoursOrMinutes(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
