import type { ErrorCode } from '@studyhub/contract/api';
import { AppError } from '../../errors.ts';
import {
  answerJobs,
  budgetedWorker,
  OverBudget,
  type WorkerBudget,
} from '../../lib/budgeted-worker.ts';
import { invalidFile } from './upload-errors.ts';

/**
 * The content checks of uploaded PDFs and zips (pdf-check.ts, zip-check.ts) run here, in a worker
 * thread with a time and a memory budget (lib/budgeted-worker.ts): a file built to take seconds
 * or gigabytes to check costs a worker that is stopped, never the thread that answers requests.
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

/** The caps inside the checks bound what they unpack outside the worker's heap. */
export type CheckBudget = WorkerBudget;

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

const inWorker = budgetedWorker<UploadToCheck, Answer>({
  url: import.meta.url,
  isEntry: import.meta.main,
  marker: 'uploadChecks',
  name: 'upload check',
  keptIdleMs,
});

/**
 * Checks an upload in a worker, one upload at a time. A refusal (422) carries the check's own
 * words; a check that runs out of time or memory is stopped with its worker and refused in words
 * of its own; anything else is a fault.
 */
export async function checkUpload(
  upload: UploadToCheck,
  budget: CheckBudget = uploadCheckBudget,
): Promise<CheckedUpload> {
  const what = named[upload.kind];
  let answer: Answer;
  try {
    answer = await inWorker(upload, budget);
  } catch (error) {
    if (!(error instanceof OverBudget)) throw error;
    throw invalidFile(
      error.over === 'time'
        ? `Checking this ${what} took longer than ${budget.timeMs / 1000} seconds, far longer than an ordinary ${what} needs, so it was stopped. ${advice[upload.kind]}`
        : `Checking this ${what} needed more than ${budget.heapMb} MiB of memory, far more than an ordinary ${what} needs, so it was stopped. ${advice[upload.kind]}`,
    );
  }
  if ('passed' in answer) return answer.passed;
  const { statusCode, code, message } = answer.refused;
  throw new AppError(statusCode, code, message);
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

answerJobs('uploadChecks', answer);
