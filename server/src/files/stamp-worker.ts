import { writeFile } from 'node:fs/promises';
import { isMarkedAsUntransferable } from 'node:worker_threads';
import { answerJobs, budgetedWorker, type WorkerBudget } from '../lib/budgeted-worker.ts';
import { stampEveryPage } from './stamp-pdf.ts';

/**
 * Stamping a paid note for its buyer (stamp-pdf.ts) runs here, in a worker thread with a time
 * and a memory budget (lib/budgeted-worker.ts, decision 54): pdf-lib parses the whole note and
 * writes it again, which for a 16 MiB note of 120 pages is a third of a second or more of one
 * core and tens of MiB, and more for a PDF built to be slow to parse. The thread that answers
 * requests only hands the bytes over and waits.
 *
 * The worker runs this same module: stamped-copies.ts loads it with `import()` only, so in the
 * production build it is a chunk of its own. It must stay loaded that way.
 */

/**
 * A 16 MiB, 120-page note was stamped in 0.34 s within a 31 MiB heap, and in up to 3 s (a new
 * worker included) on a machine busy with other work; a note of the upload limit (25 MiB) takes a
 * little more. The rest is room for a slower server, with the upload check's heap (decision 52).
 */
export const stampBudget: WorkerBudget = { timeMs: 20_000, heapMb: 256 };

export interface StampJob {
  /** The note as stored. Handed over to the worker: the caller's copy is emptied. */
  pdf: Uint8Array;
  /** The line written at the foot of every page (buyerFooter). */
  footer: string;
  /** Where the stamped copy is written, on this machine's disk (FileStore.temporaryPath). */
  outputPath: string;
}

/** The worker's answer: nothing when the copy is written, or why it could not be. */
type Answer = { failed?: string };

/** What tells this module it runs as the stamping worker. */
const marker = 'stampsNotes';

const inWorker = budgetedWorker<StampJob, Answer>({
  url: import.meta.url,
  isEntry: import.meta.main,
  marker,
  name: 'stamping',
  // Buyers of a new note come together: the next stamping finds pdf-lib loaded.
  keptIdleMs: 30_000,
});

/**
 * Stamps the note in a worker and writes the copy to `outputPath`, one note at a time. Rejects
 * with `OverBudget`, the worker stopped, when it runs out of time or memory, and with pdf-lib's
 * words when the note cannot be read as a PDF.
 */
export async function stampInWorker(job: StampJob, budget = stampBudget): Promise<void> {
  const pdf = movable(job.pdf);
  const answer = await inWorker({ ...job, pdf }, budget, [pdf.buffer]);
  if (answer.failed !== undefined) throw new Error(answer.failed);
}

/**
 * The bytes in a buffer of their own, which moves to the worker without a copy: a note read
 * from the store is one. A part of a larger buffer (Node's pool of small ones) is copied.
 */
function movable(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes;
  const whole =
    buffer instanceof ArrayBuffer &&
    !isMarkedAsUntransferable(buffer) &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === buffer.byteLength;
  return whole ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}

/** In the worker: stamps the note and writes the copy; a note pdf-lib cannot read is an answer. */
async function stampToFile(job: StampJob): Promise<Answer> {
  try {
    await writeFile(job.outputPath, await stampEveryPage(job.pdf, job.footer));
    return {};
  } catch (error) {
    return { failed: `the note could not be stamped: ${String(error)}` };
  }
}

answerJobs(marker, stampToFile);
