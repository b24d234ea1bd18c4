import {
  isMainThread,
  parentPort,
  type Transferable,
  Worker,
  workerData,
} from 'node:worker_threads';

/**
 * Work that parses what a stranger sent (an uploaded PDF or zip, decision 52) or a large note
 * (stamping it for its buyer, decision 54), handed to a worker thread with a time and a memory
 * budget: a file built to take seconds or gigabytes costs a worker that is stopped, never the
 * thread that answers requests.
 *
 * The worker runs the module that asked for it, started by that module's own URL
 * (`import.meta.url`): the `.ts` file from the sources, and in the production build (decision 38)
 * a chunk of its own, as long as that module is loaded with `import()` only. In the worker, the
 * module answers each job through `answerJobs`.
 */
export interface WorkerBudget {
  /** From handing the job to the worker to its answer. */
  timeMs: number;
  /** The worker's JavaScript heap (`resourceLimits.maxOldGenerationSizeMb`). */
  heapMb: number;
}

/** The worker was stopped for running out of time or memory. */
export class OverBudget extends Error {
  readonly over: 'time' | 'memory';

  constructor(over: 'time' | 'memory', message: string) {
    super(message);
    this.over = over;
  }
}

export interface BudgetedWorkerOptions {
  /** The module the worker runs: the caller's own `import.meta.url`. */
  url: string;
  /**
   * The caller's `import.meta.main`. Bundled into the entry file, the caller's URL would start a
   * second server in the worker, so no worker is started then.
   */
  isEntry: boolean;
  /** Tells the module it runs as this worker: the same word it gives `answerJobs`. */
  marker: string;
  /** Names the work in errors: "upload check", "stamping". */
  name: string;
  /**
   * A worker that answered is kept this long for the next job: a new one loads its modules
   * (zod, pdf-lib) again.
   */
  keptIdleMs: number;
}

/**
 * Runs jobs one at a time (two hostile files at once would need twice the memory), each in the
 * worker kept from the last job or a new one. A worker that answered is kept, unreferenced so it
 * never holds the process open; one that ran out of time or memory, or failed, is terminated, and
 * the job rejects: with `OverBudget` for time or memory, else with the worker's error.
 */
export function budgetedWorker<Job, Answer>(options: BudgetedWorkerOptions) {
  let line: Promise<unknown> = Promise.resolve();
  let idle: { worker: Worker; heapMb: number; timer: NodeJS.Timeout } | undefined;

  function start(heapMb: number): Worker {
    if (options.isEntry) throw new Error(`The ${options.name} must be loaded with import().`);
    const worker = new Worker(new URL(options.url), {
      workerData: { [options.marker]: true },
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    worker.unref();
    // A kept worker that fails between jobs is let go; during a job, the job's listeners answer.
    worker.on('error', () => {});
    worker.on('exit', () => {
      if (idle?.worker !== worker) return;
      clearTimeout(idle.timer);
      idle = undefined;
    });
    return worker;
  }

  function take(heapMb: number): Worker {
    const kept = idle;
    idle = undefined;
    if (kept) {
      clearTimeout(kept.timer);
      if (kept.heapMb === heapMb) return kept.worker;
      void kept.worker.terminate();
    }
    return start(heapMb);
  }

  function keep(worker: Worker, heapMb: number) {
    const timer = setTimeout(() => {
      if (idle?.worker === worker) idle = undefined;
      void worker.terminate();
    }, options.keptIdleMs);
    timer.unref();
    idle = { worker, heapMb, timer };
  }

  function runInTurn(job: Job, budget: WorkerBudget, transfer: Transferable[]): Promise<Answer> {
    const worker = take(budget.heapMb);
    return new Promise((resolve, reject) => {
      const settle = (outcome: () => void, healthy: boolean) => {
        clearTimeout(timer);
        worker.off('message', answered).off('error', failed).off('exit', ended);
        if (healthy) keep(worker, budget.heapMb);
        else void worker.terminate();
        outcome();
      };
      const timer = setTimeout(() => {
        const message = `The ${options.name} took longer than ${budget.timeMs} ms and was stopped.`;
        settle(() => reject(new OverBudget('time', message)), false);
      }, budget.timeMs);
      const answered = (answer: Answer) => settle(() => resolve(answer), true);
      const failed = (error: Error & { code?: string }) => {
        const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
        const message = `The ${options.name} needed more than ${budget.heapMb} MiB and was stopped.`;
        settle(() => reject(outOfMemory ? new OverBudget('memory', message) : error), false);
      };
      const ended = (exitCode: number) => {
        const message = `The ${options.name} ended (exit code ${exitCode}) unanswered.`;
        settle(() => reject(new Error(message)), false);
      };
      worker.on('message', answered).on('error', failed).on('exit', ended);
      try {
        worker.postMessage(job, transfer);
      } catch (error) {
        settle(() => reject(error), true);
      }
    });
  }

  /** Runs `job` in its turn; `transfer` lists buffers moved to the worker instead of copied. */
  return (job: Job, budget: WorkerBudget, transfer: Transferable[] = []): Promise<Answer> => {
    const turn = line.then(() => runInTurn(job, budget, transfer));
    line = turn.catch(() => undefined);
    return turn;
  };
}

/**
 * In a worker started by `budgetedWorker` with this `marker`: answers each job with what
 * `answer` resolves to. Anywhere else (the thread that answers requests) it does nothing.
 */
export function answerJobs<Job, Answer>(marker: string, answer: (job: Job) => Promise<Answer>) {
  const isThisWorker =
    !isMainThread && typeof workerData === 'object' && workerData !== null && marker in workerData;
  if (!isThisWorker) return;
  parentPort?.on('message', (job: Job) => {
    void answer(job).then((result) => parentPort?.postMessage(result));
  });
}
