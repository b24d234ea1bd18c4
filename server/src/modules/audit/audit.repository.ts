import type { AuditEntry } from '@studyhub/contract/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { timeOrderedId } from '../../lib/time-ordered-id.ts';

export interface AuditRecord {
  actor: { id: string; email: string };
  /** What was done, as `<subject>.<verb>`: `note.create`, `order.refund`, `certificate.revoke`. */
  action: string;
  subjectType: string;
  subjectId: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditFilter {
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  actor?: string | undefined;
  before?: string | undefined;
  limit: number;
}

const toJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const fromJson = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

/**
 * The only place that touches audit_log. Build it on the transaction that makes the change, so a
 * change and its entry are written together or not at all.
 */
export function createAuditRepository(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async record(entry: AuditRecord): Promise<void> {
      await db
        .insertInto('auditLog')
        .values({
          // Time-ordered, so entries written in the same millisecond list in the order they were.
          id: timeOrderedId(),
          actorId: entry.actor.id,
          actorEmail: entry.actor.email,
          action: entry.action,
          subjectType: entry.subjectType,
          subjectId: entry.subjectId,
          beforeJson: toJson(entry.before),
          afterJson: toJson(entry.after),
          createdAt: nowIso(now()),
        })
        .execute();
    },

    /** Newest first; `before` pages back in time. */
    async list(filter: AuditFilter): Promise<AuditEntry[]> {
      let query = db
        .selectFrom('auditLog')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit);
      if (filter.subjectType) query = query.where('subjectType', '=', filter.subjectType);
      if (filter.subjectId) query = query.where('subjectId', '=', filter.subjectId);
      if (filter.actor) query = query.where('actorEmail', '=', filter.actor.toLowerCase());
      if (filter.before) query = query.where('createdAt', '<', filter.before);
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.id,
        actor: { id: row.actorId, email: row.actorEmail },
        action: row.action,
        subjectType: row.subjectType,
        subjectId: row.subjectId,
        before: fromJson(row.beforeJson),
        after: fromJson(row.afterJson),
        createdAt: row.createdAt,
      }));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
