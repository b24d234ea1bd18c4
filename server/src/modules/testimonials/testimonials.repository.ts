import type {
  AdminTestimonialEntry,
  Review,
  ReviewInput,
  Testimonial,
  TestimonialInput,
  TestimonialKind,
} from '@studyhub/contract/testimonials';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';

type Input = TestimonialInput | ReviewInput;

interface EntryRow {
  id: string;
  name: string;
  position: number;
  published: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  role?: string;
  quote?: string;
  rating?: number;
  text?: string;
}

/** The fields of each kind, in the order the forms show them. */
const fieldsOf: Record<TestimonialKind, readonly string[]> = {
  testimonials: ['name', 'role', 'quote'],
  reviews: ['name', 'rating', 'text'],
};

function pick(kind: TestimonialKind, source: object): Record<string, string | number> {
  const values = source as Record<string, string | number>;
  return Object.fromEntries(fieldsOf[kind].map((field) => [field, values[field] as never]));
}

function adminEntry(kind: TestimonialKind, row: EntryRow): AdminTestimonialEntry {
  return {
    id: row.id,
    ...pick(kind, row),
    published: row.published === 1,
    position: row.position,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  } as AdminTestimonialEntry;
}

/**
 * The only place that touches the testimonials and reviews tables. Build it on the transaction
 * that makes a change, so the change and its audit entry are written together.
 */
export function createTestimonialsRepository(db: Kysely<Database>) {
  // The kind picks the table at run time, which Kysely's types cannot follow; both tables share
  // their columns but for the kind's fields (fieldsOf), and the tests read both back.
  const untyped = db as unknown as Kysely<Record<TestimonialKind, EntryRow>>;

  const live = (kind: TestimonialKind) =>
    untyped.selectFrom(kind).selectAll().where('deletedAt', 'is', null);

  return {
    /** The published ones of both kinds, in the operators' order: what the site shows. */
    async listPublished(): Promise<{ testimonials: Testimonial[]; reviews: Review[] }> {
      const [testimonials, reviews] = await Promise.all(
        (['testimonials', 'reviews'] as const).map((kind) =>
          live(kind)
            .where('published', '=', 1)
            .orderBy('position')
            .orderBy('id')
            .execute()
            .then((rows) => rows.map((row) => ({ id: row.id, ...pick(kind, row) }))),
        ),
      );
      return {
        testimonials: testimonials as Testimonial[],
        reviews: reviews as Review[],
      };
    },

    /** Every one not deleted, drafts too, in order. */
    async list(kind: TestimonialKind): Promise<AdminTestimonialEntry[]> {
      const rows = await live(kind).orderBy('position').orderBy('id').execute();
      return rows.map((row) => adminEntry(kind, row));
    },

    async find(kind: TestimonialKind, id: string): Promise<AdminTestimonialEntry | undefined> {
      const row = await live(kind).where('id', '=', id).executeTakeFirst();
      return row ? adminEntry(kind, row) : undefined;
    },

    /** Adds one after every other one (deleted ones included, so positions never repeat). */
    async insert(
      kind: TestimonialKind,
      input: Input,
      options: { published: boolean; at?: string },
    ): Promise<string> {
      const last = await untyped
        .selectFrom(kind)
        .select((eb) => eb.fn.max('position').as('position'))
        .executeTakeFirst();
      const id = crypto.randomUUID();
      const at = options.at ?? nowIso();
      await untyped
        .insertInto(kind)
        .values({
          id,
          ...pick(kind, input),
          position: Number(last?.position ?? -1) + 1,
          published: options.published ? 1 : 0,
          createdAt: at,
          updatedAt: at,
        } as EntryRow)
        .execute();
      return id;
    },

    async replace(kind: TestimonialKind, id: string, input: Input): Promise<void> {
      await untyped
        .updateTable(kind)
        .set({ ...pick(kind, input), updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    async setPublished(kind: TestimonialKind, id: string, published: boolean): Promise<void> {
      await untyped
        .updateTable(kind)
        .set({ published: published ? 1 : 0, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    /** Positions 0, 1, 2... in the given order. */
    async reorder(kind: TestimonialKind, ids: readonly string[]): Promise<void> {
      const at = nowIso();
      for (const [position, id] of ids.entries()) {
        await untyped
          .updateTable(kind)
          .set({ position, updatedAt: at })
          .where('id', '=', id)
          .execute();
      }
    },

    /** Hidden everywhere, kept for the audit log's history. */
    async markDeleted(kind: TestimonialKind, id: string): Promise<void> {
      const at = nowIso();
      await untyped
        .updateTable(kind)
        .set({ deletedAt: at, updatedAt: at, published: 0 })
        .where('id', '=', id)
        .execute();
    },

    /** True when the kind has never had a row: the demo content may be seeded. */
    async isEmpty(kind: TestimonialKind): Promise<boolean> {
      const row = await untyped.selectFrom(kind).select('id').limit(1).executeTakeFirst();
      return row === undefined;
    },
  };
}

export type TestimonialsRepository = ReturnType<typeof createTestimonialsRepository>;
