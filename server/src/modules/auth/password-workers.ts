import type { Argon2Parameters, ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { argon2Input, type KeyDerivation } from './password.ts';

/**
 * The memory-hard part of hashing, run on worker threads of its own (decision 53), each with the
 * synchronous argon2 or scrypt of `node:crypto`. Not on libuv's thread pool: its 4 threads also
 * read the files behind static assets and downloads, so hashing there on as many threads as the
 * machine has cores would stall them once the machine has 4.
 *
 * The code is given as a string so the same worker runs from the TypeScript sources and from the
 * bundled build (decision 38), which has no file of its own for it.
 */
const workerSource = `
const { parentPort } = require('node:worker_threads');
const { argon2Sync, scryptSync } = require('node:crypto');
parentPort.on('message', (job) => {
  try {
    const key =
      job.kind === 'argon2id'
        ? argon2Sync('argon2id', job.input)
        : scryptSync(job.input.password, job.input.salt, job.input.keyLength, job.input.options);
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
});
`;

/** A worker nobody has asked for this long is ended; the next hash starts one again (~80 ms). */
const idleMs = 2 * 60 * 1000;

/** The heap a worker needs: a few small messages. The hash's memory is outside it. */
const resourceLimits = { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 2 };

type Job =
  | { kind: 'argon2id'; input: Argon2Parameters }
  | {
      kind: 'scrypt';
      input: { password: string; salt: Uint8Array; keyLength: number; options: ScryptOptions };
    };

interface Pending {
  job: Job;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  busy: Pending | undefined;
  idleTimer: NodeJS.Timeout | undefined;
}

/**
 * Up to `size` workers, started when first needed and ended after two idle minutes, so a server
 * nobody signs in to holds none (each is about 10 MiB). The sign-in line keeps at most `size`
 * hashes running; a job beyond the workers (two lines in one process, such as the demo seed's)
 * waits here for one.
 */
export function createPasswordWorkers(size: number) {
  const workers = new Set<PoolWorker>();
  const queued: Pending[] = [];
  let closed = false;

  function start(): PoolWorker {
    const entry: PoolWorker = {
      worker: new Worker(workerSource, { eval: true, resourceLimits }),
      busy: undefined,
      idleTimer: undefined,
    };
    entry.worker.on('message', (answer: { key?: Uint8Array; error?: string }) => {
      const pending = entry.busy;
      entry.busy = undefined;
      if (answer.key) {
        pending?.resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.length));
      } else {
        pending?.reject(new Error(answer.error ?? 'password hashing failed'));
      }
      next(entry);
    });
    // A worker that fails (out of memory, ended) takes its job with it; the next job starts another.
    const lost = (error: Error) => {
      workers.delete(entry);
      clearTimeout(entry.idleTimer);
      entry.busy?.reject(error);
      entry.busy = undefined;
      const waiting = queued.shift();
      if (waiting && !closed) give(start(), waiting);
    };
    entry.worker.on('error', lost);
    entry.worker.on('exit', (code) => lost(new Error(`password worker exited with ${code}`)));
    workers.add(entry);
    return entry;
  }

  function give(entry: PoolWorker, pending: Pending) {
    clearTimeout(entry.idleTimer);
    entry.busy = pending;
    // Only a worker with a job keeps the process alive: a command that hashed once can exit.
    entry.worker.ref();
    entry.worker.postMessage(pending.job);
  }

  function next(entry: PoolWorker) {
    const waiting = queued.shift();
    if (waiting) return give(entry, waiting);
    entry.worker.unref();
    entry.idleTimer = setTimeout(() => {
      workers.delete(entry);
      entry.worker.removeAllListeners('exit');
      void entry.worker.terminate();
    }, idleMs);
    entry.idleTimer.unref();
  }

  function run(job: Job): Promise<Buffer> {
    if (closed) return Promise.reject(new Error('password hashing has stopped'));
    return new Promise((resolve, reject) => {
      const pending = { job, resolve, reject };
      const idle = [...workers].find((entry) => !entry.busy);
      if (idle) give(idle, pending);
      else if (workers.size < size) give(start(), pending);
      else queued.push(pending);
    });
  }

  const derive: KeyDerivation = {
    argon2id: (message, salt, params, tagLength) =>
      run({
        kind: 'argon2id',
        input: argon2Input(message, salt, params, tagLength),
      }),
    scrypt: (password, salt, keyLength, options) =>
      run({ kind: 'scrypt', input: { password, salt, keyLength, options } }),
  };

  return {
    derive,
    async close() {
      closed = true;
      for (const pending of queued.splice(0)) {
        pending.reject(new Error('password hashing has stopped'));
      }
      await Promise.all(
        [...workers].map((entry) => {
          clearTimeout(entry.idleTimer);
          entry.worker.removeAllListeners('exit');
          entry.busy?.reject(new Error('password hashing has stopped'));
          return entry.worker.terminate();
        }),
      );
      workers.clear();
    },
  };
}

export type PasswordWorkers = ReturnType<typeof createPasswordWorkers>;
