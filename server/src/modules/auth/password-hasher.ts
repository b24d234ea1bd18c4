import { availableParallelism } from 'node:os';
import { createFairLine, type Turn } from './fair-line.ts';
import {
  defaultPasswordHashParams,
  hashPassword,
  type KeyDerivation,
  needsRehash,
  type PasswordHashParams,
  verifyPassword,
} from './password.ts';
import { createPasswordWorkers } from './password-workers.ts';

export interface PasswordHashQueueOptions {
  /** Hashes running at once, each on a worker thread of its own. */
  concurrency: number;
  /** Hashes waiting in each share of the line (fair-line.ts). */
  maxWaiting: number;
  /** Hashes one client may have waiting; 16 unless given. */
  perClientWaiting?: number;
}

/**
 * As many hashes at once as the machine has cores (PASSWORD_HASH_WORKERS), and 32 waiting per
 * core in each share: at 50 to 100 ms a hash, a full share clears in about 2 to 3 seconds.
 * 16 waiting per client lets a college's students behind one address press "Sign in" together.
 */
export function defaultPasswordHashQueue(
  workers: number = availableParallelism(),
): Required<PasswordHashQueueOptions> {
  return { concurrency: workers, maxWaiting: 32 * workers, perClientWaiting: 16 };
}

/**
 * Hashing and checking for password changes and resets, whose requests come from a signed-in
 * student or the holder of an emailed link: they wait in the known devices' share, as one client.
 */
const accountTurn: Turn = { share: 'known-devices', client: 'account-changes' };

/**
 * Hashing and checking passwords off the main thread (decision 53), in a fair line with bounded
 * waiting: a full line answers at once, with a wait to tell the student, instead of holding more.
 */
export function createPasswordHasher(
  options: {
    params?: PasswordHashParams;
    queue?: PasswordHashQueueOptions;
    /** Where the hashing runs; worker threads of this hasher's own unless given. */
    derive?: KeyDerivation;
  } = {},
) {
  const params = options.params ?? defaultPasswordHashParams;
  const queue = { ...defaultPasswordHashQueue(), ...options.queue };
  const workers = options.derive ? undefined : createPasswordWorkers(queue.concurrency);
  const derive = options.derive ?? workers?.derive;
  const line = createFairLine(queue);

  return {
    params,
    hash: (password: string, turn: Turn = accountTurn) =>
      line.run(turn, () => hashPassword(password, params, derive)),
    verify: (password: string, stored: string, turn: Turn = accountTurn) =>
      line.run(turn, () => verifyPassword(password, stored, derive)),
    needsRehash: (stored: string) => needsRehash(stored, params),
    /** Ends the worker threads; a hash asked for afterwards fails. */
    close: async () => workers?.close(),
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
