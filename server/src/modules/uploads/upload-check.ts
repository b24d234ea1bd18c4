import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { ErrorCode } from '@studyhub/contract/api';
import { AppError } from '../../errors.ts';
import { invalidFile } from './upload-errors.ts';

/**
 * The content checks of uploaded PDFs and zips (pdf-check.ts, zip-check.ts) run here, in a worker
 * thread with a time and a memory budget: a file built to take seconds or gigabytes to check
 * costs a worker that is stopped, never the thread that answers requests.
 *
 * The worker runs this same module, started by its own URL (`import.meta.url`), so the path is
 * right both from the TypeScript sources and from the production build, where this module is a
 * chunk of its own because uploads.service.ts loads it with `import()` only.
 */

/** An upload waiting in the store's temporary folder to be checked. */
export type UploadToCheck =
  | { kind: 'pdf'; path: string; withPreview: boolean }
  | { kind: 'zip'; path: string; bytes: number };

export interface CheckedUpload {
  /** A PDF's page count. */
  pages?: number;
  /** A note's public preview, cut from its first pages. */
  preview?: Uint8Array;
}

export interface CheckBudget {
  /** From handing the upload to the worker to its answer. */
  timeMs: number;
  /** The worker's JavaScript heap; the caps inside the checks bound what they unpack outside it. */
  heapMb: number;
}

/**
 * On a machine busy with other work, a 20 MiB PDF of 1,000 pages or a 49 MiB zip of source code
 * was checked in 1.6 to 5.2 seconds, the PDF within a 96 MiB heap; the rest is room for a slower
 * server.
 */
export const uploadCheckBudget: CheckBudget = { timeMs: 10_000, heapMb: 256 };

/**
 * A worker that answered is kept this long for the next upload (an operator often sends several):
 * starting one loads zod and pdf-lib again, about half a second.
 */
const keptIdleMs = 30_000;

type Answer =
  | { passed: CheckedUpload }
  | { refused: { statusCode: number; code: ErrorCode; message: string } };

const named = { pdf: 'PDF', zip: 'zip' } as const;
const advice = {
  pdf: 'Please save it again from the program that made it (for example with Print to PDF).',
  zip: 'Please zip the folder again.',
} as const;

/** Checks one upload at a time: two hostile files at once would need twice the memory. */
let previous: Promise<unknown> = Promise.resolve();
/** The worker that answered the last check, kept for a while. */
let idle: { worker: Worker; heapMb: number; timer: NodeJS.Timeout } | undefined;

/**
 * Checks an upload in a worker. A refusal (422) carries the check's own words; a check that runs
 * out of time or memory is stopped with its worker and refused in words of its own; anything
 * else is a fault.
 */
export function checkUpload(
  upload: UploadToCheck,
  budget: CheckBudget = uploadCheckBudget,
): Promise<CheckedUpload> {
  const turn = previous.then(() => checkInWorker(upload, budget));
  previous = turn.catch(() => undefined);
  return turn;
}

function startWorker(heapMb: number): Worker {
  // Bundled into the entry file, this module's URL would start a second server in the worker.
  if (import.meta.main) throw new Error('upload-check.ts must be loaded with import().');
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { uploadChecks: true },
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
  // A kept worker does not hold the process open, and one that fails between checks is let go;
  // during a check, the check's own listeners answer for it.
  worker.unref();
  worker.on('error', () => {});
  worker.on('exit', () => {
    if (idle?.worker !== worker) return;
    clearTimeout(idle.timer);
    idle = undefined;
  });
  return worker;
}

/** Keeps a worker that answered for the next check, or lets it go after `keptIdleMs`. */
function keep(worker: Worker, heapMb: number) {
  const timer = setTimeout(() => {
    if (idle?.worker === worker) idle = undefined;
    void worker.terminate();
  }, keptIdleMs);
  timer.unref();
  idle = { worker, heapMb, timer };
}

function checkInWorker(upload: UploadToCheck, budget: CheckBudget): Promise<CheckedUpload> {
  const what = named[upload.kind];
  const kept = idle;
  idle = undefined;
  if (kept) clearTimeout(kept.timer);
  const reused = kept?.heapMb === budget.heapMb;
  if (kept && !reused) void kept.worker.terminate();
  const worker = kept && reused ? kept.worker : startWorker(budget.heapMb);

  return new Promise((resolve, reject) => {
    const stop = (outcome: () => void, healthy: boolean) => {
      clearTimeout(timer);
      worker.off('message', answered).off('error', failed).off('exit', ended);
      if (healthy) keep(worker, budget.heapMb);
      else void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => {
      stop(
        () =>
          reject(
            invalidFile(
              `Checking this ${what} took longer than ${budget.timeMs / 1000} seconds, far longer than an ordinary ${what} needs, so it was stopped. ${advice[upload.kind]}`,
            ),
          ),
        false,
      );
    }, budget.timeMs);
    const answered = (answer: Answer) => {
      stop(() => {
        if ('passed' in answer) return resolve(answer.passed);
        const { statusCode, code, message } = answer.refused;
        reject(new AppError(statusCode, code, message));
      }, true);
    };
    const failed = (error: Error & { code?: string }) => {
      stop(
        () =>
          reject(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? invalidFile(
                  `Checking this ${what} needed more than ${budget.heapMb} MiB of memory, far more than an ordinary ${what} needs, so it was stopped. ${advice[upload.kind]}`,
                )
              : error,
          ),
        false,
      );
    };
    const ended = (exitCode: number) => {
      stop(
        () => reject(new Error(`The upload check ended (exit code ${exitCode}) unanswered.`)),
        false,
      );
    };
    worker.on('message', answered).on('error', failed).on('exit', ended);
    worker.postMessage(upload);
  });
}

/** In the worker: the check itself; a refusal is an answer, any other error fails the worker. */
async function answer(upload: UploadToCheck): Promise<Answer> {
  try {
    if (upload.kind === 'pdf') {
      const { checkPdfFile } = await import('./pdf-check.ts');
      return { passed: await checkPdfFile(upload.path, upload.withPreview) };
    }
    const { checkZip } = await import('./zip-check.ts');
    await checkZip(upload.path, upload.bytes);
    return { passed: {} };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { refused: { statusCode: error.statusCode, code: error.code, message: error.message } };
  }
}

const isCheckWorker =
  !isMainThread &&
  typeof workerData === 'object' &&
  workerData !== null &&
  'uploadChecks' in workerData;
if (isCheckWorker) {
  parentPort?.on('message', (upload: UploadToCheck) => {
    void answer(upload).then((result) => parentPort?.postMessage(result));
  });
}
