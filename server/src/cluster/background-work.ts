import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

interface Log {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

/** One name for the lock, the same in every process. */
const lockName = 'studyhub background work';

/**
 * Housekeeping that must run once across all processes, not once in each (decision 32):
 * reconciling unpaid orders with the provider, closing expired quiz attempts, removing expired
 * sessions and reset links. Every `intervalMs` each process tries; on PostgreSQL the one that takes
 * the advisory lock (held by a transaction for the run) does the work and the others skip that
 * round. On SQLite there is one process, so being alone in this process is enough.
 */
export function createBackgroundWork(options: {
  db: Kysely<Database>;
  kind: 'sqlite' | 'postgres';
  intervalMs: number;
  jobs: Record<string, () => Promise<unknown>>;
  log: Log;
}) {
  const { db, log } = options;
  let running = false;
  let timer: NodeJS.Timeout | undefined;

  async function runJobs(): Promise<Record<string, unknown>> {
    const results: Record<string, unknown> = {};
    for (const [name, job] of Object.entries(options.jobs)) {
      try {
        results[name] = await job();
      } catch (error) {
        // One failing job does not keep the others from running.
        results[name] = 'failed';
        log.error({ err: error, job: name }, 'background job failed');
      }
    }
    return results;
  }

  async function underLock(): Promise<Record<string, unknown> | undefined> {
    if (options.kind === 'sqlite') return runJobs();
    return db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(hashtextextended(${lockName}, 0)) as locked
      `.execute(trx);
      if (!rows[0]?.locked) return undefined;
      return runJobs();
    });
  }

  return {
    /**
     * One round: 'ran' with each job's result, or 'skipped' when another round holds the lock
     * (in this process, or on PostgreSQL in any process).
     */
    async runOnce(): Promise<
      { outcome: 'ran'; results: Record<string, unknown> } | { outcome: 'skipped' }
    > {
      if (running) return { outcome: 'skipped' };
      running = true;
      try {
        const results = await underLock();
        if (!results) return { outcome: 'skipped' };
        log.info({ results }, 'background work ran');
        return { outcome: 'ran', results };
      } finally {
        running = false;
      }
    },
    start(): void {
      if (timer) return;
      timer = setInterval(() => {
        this.runOnce().catch((error: unknown) =>
          log.error({ err: error }, 'background work failed'),
        );
      }, options.intervalMs);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
