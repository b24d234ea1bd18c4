import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { errorCodes } from '@studyhub/contract/api';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../errors.ts';
import { lazy } from '../lib/lazy.ts';
import type { FileStore } from './file-store.ts';

const stampWorker = lazy(() => import('./stamp-worker.ts'));

/** The folder of the store that keeps buyers' copies of paid notes. */
const copiesFolder = 'stamped';

/** A buyer's copy of a paid note: what it is made from decides where it is kept. */
export interface BuyersCopy {
  /** The note's stored file: a replaced file has a new key (decision 21). */
  fileKey: string;
  /** The order the note was bought with (its id in the database, a UUID): one copy per order. */
  orderId: string;
  /** The line at the foot of every page (buyerFooter): a changed name is a new copy. */
  footer: string;
}

/**
 * Where a copy is kept: the order first, so its older copies can be found and removed, then a
 * hash of the file and the footer, so a copy is never served once either has changed.
 */
export function copyKeyOf(copy: BuyersCopy): string {
  const made = createHash('sha256').update(`${copy.fileKey}\n${copy.footer}`).digest('hex');
  return `${copiesFolder}/${copy.orderId}-${made.slice(0, 24)}.pdf`;
}

/**
 * Buyers' copies of paid notes (decision 54): stamped once per order and note file, in a worker
 * (stamp-worker.ts), and kept in the store, so every later download, and the rest of a download
 * resumed, is the stored file sent as any other. Downloads that ask for a copy being stamped in
 * this process wait for that one stamping; another process may stamp the same copy at the same
 * time, which writes the same bytes, each to a temporary file moved in whole.
 */
export function createStampedCopies(files: FileStore) {
  const stamping = new Map<string, Promise<void>>();

  async function stamp(copy: BuyersCopy, key: string, log: FastifyBaseLogger) {
    if (!(await files.exists(copy.fileKey))) {
      throw notFound('That file is missing. Please contact support.');
    }
    const started = performance.now();
    const temporary = files.temporaryPath();
    try {
      const { stampInWorker } = await stampWorker();
      await stampInWorker({
        pdf: await files.bytes(copy.fileKey),
        footer: copy.footer,
        outputPath: temporary,
      });
      await files.moveIn(temporary, key);
    } catch (error) {
      log.error({ err: error, fileKey: copy.fileKey }, 'could not stamp a note for its buyer');
      throw new AppError(
        503,
        errorCodes.unavailable,
        'This note could not be prepared for download right now. Please try again in a minute.',
      );
    } finally {
      await rm(temporary, { force: true });
    }
    log.info({ key, ms: Math.round(performance.now() - started) }, 'stamped a note for its buyer');
    await removeOlderCopies(copy.orderId, key, log);
  }

  /** Copies of the order's note made from a file since replaced, or for a name since changed. */
  async function removeOlderCopies(orderId: string, kept: string, log: FastifyBaseLogger) {
    try {
      for await (const key of files.keys(`${copiesFolder}/${orderId}-`)) {
        if (key !== kept) await files.remove(key);
      }
    } catch (error) {
      log.warn({ err: error, orderId }, 'could not remove an older stamped copy');
    }
  }

  return {
    /**
     * The key of the buyer's copy, stamped now unless it is kept already. A failed stamping is
     * logged and answered 503; the next download tries again.
     */
    async prepare(copy: BuyersCopy, log: FastifyBaseLogger): Promise<string> {
      const key = copyKeyOf(copy);
      let made = stamping.get(key);
      if (!made) {
        made = (async () => {
          if (!(await files.exists(key))) await stamp(copy, key, log);
        })().finally(() => stamping.delete(key));
        stamping.set(key, made);
      }
      await made;
      return key;
    },
  };
}

export type StampedCopies = ReturnType<typeof createStampedCopies>;
