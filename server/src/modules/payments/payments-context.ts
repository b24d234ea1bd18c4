import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { NotesRepository } from '../notes/notes.repository.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';
import {
  createPaymentsRepository,
  type OrderRow,
  type PaymentsRepository,
} from './payments.repository.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';

export interface PaymentsServiceOptions {
  provider: PaymentProvider;
  notes: NotesRepository;
  projects: ProjectsRepository;
  log: FastifyBaseLogger;
  /** The audit log on a given transaction, so an operator's change and its entry commit together. */
  audit: (db: Kysely<Database>) => AuditRepository;
  /** Numbers a sale's tax invoice as it is paid, and emails the buyer's receipt afterwards. */
  receipts?: {
    issueInvoice: (trx: Kysely<Database>, order: OrderRow, paidAt: string) => Promise<void>;
    emailAfterPayment: (providerOrderId: string) => void;
  };
  now?: () => Date;
  /**
   * Runs `work` while no other process runs work under the same key (a Redis lock when several
   * processes serve the site); unset, one process is the whole site and needs none.
   */
  acrossProcesses?: <T>(key: string, work: () => Promise<T>) => Promise<T>;
}

/** What every part of the payments service shares: one repository, one clock, one line per key. */
export interface PaymentsContext extends Omit<PaymentsServiceOptions, 'now' | 'acrossProcesses'> {
  repository: PaymentsRepository;
  now: () => Date;
  oneAtATime: <T>(key: string, work: () => Promise<T>) => Promise<T>;
}

export function createPaymentsContext(
  db: Kysely<Database>,
  options: PaymentsServiceOptions,
): PaymentsContext {
  const { now, acrossProcesses, ...rest } = options;
  return {
    ...rest,
    repository: createPaymentsRepository(db),
    now: now ?? (() => new Date()),
    oneAtATime: oneAtATimeFor(acrossProcesses),
  };
}

/**
 * Runs work one at a time per key: in this process by a chain of promises, and across processes
 * by a Redis lock when there are several (decision 32). Order creation is keyed by student and
 * item, so two at once (a double click, two tabs) find the same open order; the provider call
 * between the lookup and the insert is why the database alone cannot serialise this cheaply. An
 * operator's refund and re-check are keyed by the order, so the provider is asked once.
 */
function oneAtATimeFor(acrossProcesses: PaymentsServiceOptions['acrossProcesses']) {
  const lines = new Map<string, Promise<unknown>>();
  return async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const shared = acrossProcesses;
    const guarded = shared ? () => shared(`payments ${key}`, work) : work;
    const run = (lines.get(key) ?? Promise.resolve()).then(guarded, guarded);
    const settled = run.catch(() => undefined);
    lines.set(key, settled);
    try {
      return await run;
    } finally {
      if (lines.get(key) === settled) lines.delete(key);
    }
  };
}
