import {
  defaultPasswordHashParams,
  hashPassword,
  needsRehash,
  type PasswordHashParams,
  verifyPassword,
} from './password.ts';

export interface PasswordHashQueueOptions {
  /** Hashes running at once, each on one of libuv's threads. */
  concurrency: number;
  /** Hashes waiting for a turn; one more is refused rather than queued. */
  maxWaiting: number;
}

/**
 * One hash at a time, and at most 64 waiting (a few seconds' wait at 30 to 80 ms a hash). libuv's
 * pool has 4 threads and the file reads of static files and downloads run on them too: hashing
 * takes at most one, so a burst of logins cannot stall the site, and holds 46 MiB at most.
 */
export const defaultPasswordHashQueue: PasswordHashQueueOptions = {
  concurrency: 1,
  maxWaiting: 64,
};

/** Every hash slot is taken and the waiting line is full. */
export class PasswordHasherBusyError extends Error {
  constructor() {
    super('Too many password checks are waiting.');
  }
}

/**
 * Hashing and checking passwords with bounded concurrency: the work waits in line for one of a
 * few slots, and a full line refuses more at once instead of holding it in memory.
 */
export function createPasswordHasher(
  options: { params?: PasswordHashParams; queue?: PasswordHashQueueOptions } = {},
) {
  const params = options.params ?? defaultPasswordHashParams;
  const { concurrency, maxWaiting } = options.queue ?? defaultPasswordHashQueue;
  let running = 0;
  const waiting: (() => void)[] = [];

  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) throw new PasswordHasherBusyError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    params,
    hash: (password: string) => inTurn(() => hashPassword(password, params)),
    verify: (password: string, stored: string) => inTurn(() => verifyPassword(password, stored)),
    needsRehash: (stored: string) => needsRehash(stored, params),
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
