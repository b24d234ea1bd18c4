import type { AdminCatalogPatch, CatalogKind } from '@studyhub/contract/catalog';
import type { AdminCatalogItem, AdminCatalogListItem } from '@studyhub/contract/catalog-admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { toPaise } from '../../lib/money.ts';
import {
  type Columns,
  kindTables,
  number,
  type Row,
  refuseFieldsNotOfKind,
  text,
} from './catalog-admin.kinds.ts';

/** An item as the operators' screens see it, with the row id the service needs. */
export interface StoredItem {
  rowId: string;
  item: AdminCatalogItem;
}

/**
 * The only place that touches the catalog tables for operators: every field of every kind,
 * published or not, deleted or not. Build it on the transaction that makes the change.
 */
export function createCatalogAdminRepository(db: Kysely<Database>) {
  // The kind picks the table at run time, which Kysely's types cannot follow: the column maps of
  // catalog-admin.kinds.ts are the schema's names, and the tests read every kind back through
  // the public API.
  const untyped = db as unknown as Kysely<Record<string, Row>>;

  function state(kind: CatalogKind, row: Row) {
    return {
      id: text(row, 'slug'),
      published: row.published === 1,
      deletedAt: (row.deletedAt as string | null) ?? null,
      hasFile: kindTables[kind].hasFile ? text(row, 'fileKey') !== '' : null,
      createdAt: text(row, 'createdAt'),
      updatedAt: text(row, 'updatedAt'),
    };
  }

  async function replaceParts(kind: CatalogKind, rowId: string, input: Row) {
    const parts = kindTables[kind].parts;
    if (!parts) return;
    await untyped.deleteFrom(parts.table).where(parts.parentColumn, '=', rowId).execute();
    const rows = parts.toRows(input);
    if (rows.length === 0) return;
    await untyped
      .insertInto(parts.table)
      .values(
        rows.map((row, position) => ({
          id: crypto.randomUUID(),
          [parts.parentColumn]: rowId,
          position,
          ...row,
        })),
      )
      .execute();
  }

  return {
    /** Every item of the kind, drafts and deleted ones included, in the order the site lists them. */
    async list(kind: CatalogKind): Promise<AdminCatalogListItem[]> {
      const { table, nameColumn } = kindTables[kind];
      const rows = await untyped
        .selectFrom(table)
        .selectAll()
        .orderBy('sortOrder')
        .orderBy(nameColumn)
        .execute();
      return rows.map((row) => ({ ...state(kind, row), name: text(row, nameColumn) }));
    },

    async find(kind: CatalogKind, slug: string): Promise<StoredItem | undefined> {
      const definition = kindTables[kind];
      const row = await untyped
        .selectFrom(definition.table)
        .selectAll()
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (!row) return undefined;
      const rowId = text(row, 'id');
      const { parts } = definition;
      const partFields = parts
        ? {
            [parts.field]: parts.fromRows(
              await untyped
                .selectFrom(parts.table)
                .selectAll()
                .where(parts.parentColumn, '=', rowId)
                .orderBy('position')
                .execute(),
            ),
          }
        : {};
      const item = {
        kind,
        ...definition.fields(row),
        ...partFields,
        sortOrder: number(row, 'sortOrder'),
        ...state(kind, row),
      } as AdminCatalogItem;
      return { rowId, item };
    },

    /** Slugs of the kind that start with `base`, deleted items included: slugs are never reused. */
    async slugsLike(kind: CatalogKind, base: string): Promise<string[]> {
      const rows = await untyped
        .selectFrom(kindTables[kind].table)
        .select('slug')
        .where('slug', 'like', `${base}%`)
        .execute();
      return rows.map((row) => text(row, 'slug'));
    },

    /** A new draft; a file kind starts with no file (an empty key) until one is uploaded. */
    async insert(kind: CatalogKind, slug: string, input: Row): Promise<void> {
      const definition = kindTables[kind];
      const rowId = crypto.randomUUID();
      const at = nowIso();
      await untyped
        .insertInto(definition.table)
        .values({
          id: rowId,
          slug,
          published: 0,
          createdAt: at,
          updatedAt: at,
          ...(definition.hasFile ? { fileKey: '' } : {}),
          ...definition.columns(input),
        })
        .execute();
      await replaceParts(kind, rowId, input);
    },

    async replace(kind: CatalogKind, rowId: string, input: Row): Promise<void> {
      const definition = kindTables[kind];
      const columns = definition.columns(input);
      if ('image' in columns) {
        const current = await untyped
          .selectFrom(definition.table)
          .select('image')
          .where('id', '=', rowId)
          .executeTakeFirst();
        // The smaller WebP and the preview PNG belong to the image they were made from; an
        // image given as an address has none, and cards fall back to it alone.
        if (current && current.image !== columns.image) {
          Object.assign(columns, { imageSmall: null, ogImage: null });
        }
      }
      await untyped
        .updateTable(definition.table)
        .set({ ...columns, updatedAt: nowIso() })
        .where('id', '=', rowId)
        .execute();
      await replaceParts(kind, rowId, input);
    },

    /** Applies the patch; returns the changed fields before and after, or undefined if no item. */
    async update(
      kind: CatalogKind,
      slug: string,
      patch: AdminCatalogPatch,
    ): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> } | undefined> {
      const { table, nameColumn } = kindTables[kind];
      refuseFieldsNotOfKind(kind, patch);
      const current = await untyped
        .selectFrom(table)
        .selectAll()
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (!current) return undefined;
      const values: Columns = { updatedAt: nowIso() };
      if (patch.published !== undefined) values.published = patch.published ? 1 : 0;
      if (patch.name !== undefined) values[nameColumn] = patch.name;
      if (patch.about !== undefined) values.about = patch.about;
      if (patch.price !== undefined) values.pricePaise = toPaise(patch.price);
      await untyped.updateTable(table).set(values).where('slug', '=', slug).execute();
      const changed = Object.keys(values).filter((column) => column !== 'updatedAt');
      return {
        before: Object.fromEntries(changed.map((column) => [column, current[column]])),
        after: Object.fromEntries(changed.map((column) => [column, values[column]])),
      };
    },

    /** Removes the row and its parts: only for an item nobody bought or downloaded. */
    async remove(kind: CatalogKind, rowId: string): Promise<void> {
      const { table, parts } = kindTables[kind];
      if (parts) {
        await untyped.deleteFrom(parts.table).where(parts.parentColumn, '=', rowId).execute();
      }
      await untyped.deleteFrom(table).where('id', '=', rowId).execute();
    },

    /** Hides the item everywhere public; its buyers keep it (decision 20). */
    async markDeleted(kind: CatalogKind, rowId: string): Promise<void> {
      const at = nowIso();
      await untyped
        .updateTable(kindTables[kind].table)
        .set({ deletedAt: at, updatedAt: at })
        .where('id', '=', rowId)
        .execute();
    },
  };
}

export type CatalogAdminRepository = ReturnType<typeof createCatalogAdminRepository>;
