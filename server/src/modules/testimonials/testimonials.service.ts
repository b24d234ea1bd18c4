import type {
  AdminTestimonialEntry,
  ReviewInput,
  TestimonialInput,
  TestimonialKind,
} from '@studyhub/contract/testimonials';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import type { CatalogCache } from '../../lib/cached-json.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { TestimonialsRepository } from './testimonials.repository.ts';

type Operator = { id: string; email: string };

const singular: Record<TestimonialKind, string> = {
  testimonials: 'testimonial',
  reviews: 'review',
};

/** The entry as audited: what an operator sees, without the timestamps that change on their own. */
function audited(entry: AdminTestimonialEntry) {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = entry;
  return fields;
}

function difference(before: AdminTestimonialEntry, after: AdminTestimonialEntry) {
  const old = audited(before) as Record<string, unknown>;
  const current = audited(after) as Record<string, unknown>;
  const changed = Object.keys(current).filter((key) => old[key] !== current[key]);
  return {
    before: Object.fromEntries(changed.map((key) => [key, old[key]])),
    after: Object.fromEntries(changed.map((key) => [key, current[key]])),
  };
}

/**
 * Operators' changes to testimonials and reviews (issue 10): each change and its audit entry are
 * written in one transaction, and the public answer's cache is dropped once it is committed, so
 * the home page shows the change on its next request.
 */
export function createTestimonialsService(options: {
  db: Kysely<Database>;
  testimonials: (db: Kysely<Database>) => TestimonialsRepository;
  audit: (db: Kysely<Database>) => AuditRepository;
  cache: CatalogCache;
}) {
  const { db, cache } = options;

  async function change<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute(work);
    cache.invalidate();
    return result;
  }

  async function existing(repository: TestimonialsRepository, kind: TestimonialKind, id: string) {
    const entry = await repository.find(kind, id);
    if (!entry) throw notFound(`No ${singular[kind]} has the id ${id}.`);
    return entry;
  }

  const record = (
    trx: Kysely<Database>,
    actor: Operator,
    kind: TestimonialKind,
    verb: string,
    subjectId: string,
    values: { before?: unknown; after?: unknown },
  ) =>
    options.audit(trx).record({
      actor,
      action: `${kind}.${verb}`,
      subjectType: kind,
      subjectId,
      ...values,
    });

  return {
    /** The published ones of both kinds, in order; cached until the next change. */
    listPublished: () => options.testimonials(db).listPublished(),

    list: (kind: TestimonialKind) => options.testimonials(db).list(kind),

    find: (kind: TestimonialKind, id: string) => existing(options.testimonials(db), kind, id),

    /** A new one starts as a draft at the end of the order; it shows once published. */
    create(kind: TestimonialKind, input: TestimonialInput | ReviewInput, actor: Operator) {
      return change(async (trx) => {
        const repository = options.testimonials(trx);
        const id = await repository.insert(kind, input, { published: false });
        const created = await existing(repository, kind, id);
        await record(trx, actor, kind, 'create', id, { after: audited(created) });
        return created;
      });
    },

    replace(
      kind: TestimonialKind,
      id: string,
      input: TestimonialInput | ReviewInput,
      actor: Operator,
    ) {
      return change(async (trx) => {
        const repository = options.testimonials(trx);
        const current = await existing(repository, kind, id);
        await repository.replace(kind, id, input);
        const updated = await existing(repository, kind, id);
        await record(trx, actor, kind, 'update', id, difference(current, updated));
        return updated;
      });
    },

    setPublished(kind: TestimonialKind, id: string, published: boolean, actor: Operator) {
      return change(async (trx) => {
        const repository = options.testimonials(trx);
        const current = await existing(repository, kind, id);
        if (current.published === published) return current;
        await repository.setPublished(kind, id, published);
        await record(trx, actor, kind, published ? 'publish' : 'unpublish', id, {
          before: { published: current.published },
          after: { published },
        });
        return existing(repository, kind, id);
      });
    },

    /**
     * Puts every entry in the given order. The list must name each entry that is not deleted
     * exactly once, so an operator working from an old list cannot lose one from the order.
     */
    reorder(kind: TestimonialKind, ids: readonly string[], actor: Operator) {
      return change(async (trx) => {
        const repository = options.testimonials(trx);
        const current = await repository.list(kind);
        const known = new Set(current.map((entry) => entry.id));
        if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw conflict(
            `The ${kind} changed since this list was loaded. Reload the list and move them again.`,
          );
        }
        const before = current.map((entry) => entry.id);
        if (before.every((id, index) => ids[index] === id)) return current;
        await repository.reorder(kind, ids);
        await record(trx, actor, kind, 'reorder', kind, { before, after: [...ids] });
        return repository.list(kind);
      });
    },

    /** Hidden from the site and the operators' list; the row stays for the audit history. */
    remove(kind: TestimonialKind, id: string, actor: Operator) {
      return change(async (trx) => {
        const repository = options.testimonials(trx);
        const current = await existing(repository, kind, id);
        await repository.markDeleted(kind, id);
        await record(trx, actor, kind, 'delete', id, { before: audited(current) });
      });
    },
  };
}

export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
