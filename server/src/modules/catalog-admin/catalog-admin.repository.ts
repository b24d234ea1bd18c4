import type { AdminCatalogPatch, CatalogKind } from '@studyhub/contract/catalog';
import type { Kysely } from 'kysely';
import type { CatalogTable, Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { badRequest } from '../../errors.ts';
import { toPaise } from '../../lib/money.ts';

const tables: Record<
  CatalogKind,
  { table: CatalogTable; nameColumn: 'name' | 'title'; priced: boolean }
> = {
  notes: { table: 'notes', nameColumn: 'name', priced: true },
  projects: { table: 'projects', nameColumn: 'name', priced: true },
  courses: { table: 'courses', nameColumn: 'name', priced: false },
  tools: { table: 'tools', nameColumn: 'name', priced: false },
  'question-papers': { table: 'questionPapers', nameColumn: 'name', priced: true },
  blogs: { table: 'blogs', nameColumn: 'title', priced: false },
};

/**
 * The operators' edits that every kind of catalog item shares: publish or hide it, rename it,
 * rewrite its description, reprice it. It touches only those columns of the item tables.
 */
export function createCatalogAdminRepository(db: Kysely<Database>) {
  return {
    /** Applies the patch; returns the changed fields before and after, or undefined if no item. */
    async update(
      kind: CatalogKind,
      slug: string,
      patch: AdminCatalogPatch,
    ): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> } | undefined> {
      const { table, nameColumn, priced } = tables[kind];
      if (patch.price !== undefined && !priced) throw badRequest(`${kind} have no price.`);
      if (patch.about !== undefined && kind === 'blogs') {
        throw badRequest('A blog has an intro, not a description.');
      }
      const current = (await db
        .selectFrom(table)
        .selectAll()
        .where('slug', '=', slug)
        .executeTakeFirst()) as Record<string, unknown> | undefined;
      if (!current) return undefined;
      const values: Record<string, string | number> = { updatedAt: nowIso() };
      if (patch.published !== undefined) values.published = patch.published ? 1 : 0;
      if (patch.name !== undefined) values[nameColumn] = patch.name;
      if (patch.about !== undefined) values.about = patch.about;
      if (patch.price !== undefined) values.pricePaise = toPaise(patch.price);
      await db.updateTable(table).set(values).where('slug', '=', slug).execute();
      const changed = Object.keys(values).filter((column) => column !== 'updatedAt');
      return {
        before: Object.fromEntries(changed.map((column) => [column, current[column]])),
        after: Object.fromEntries(changed.map((column) => [column, values[column]])),
      };
    },
  };
}

export type CatalogAdminRepository = ReturnType<typeof createCatalogAdminRepository>;
