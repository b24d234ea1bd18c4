import type { AdminCatalogPatch, CatalogKind } from '@studyhub/contract/catalog';
import type { AdminCatalogItem } from '@studyhub/contract/catalog-admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import type { CatalogCache } from '../../lib/cached-json.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { kindHasFile, refuseFieldsNotOfKind } from './catalog-admin.kinds.ts';
import type { CatalogAdminRepository, StoredItem } from './catalog-admin.repository.ts';

type Operator = { id: string; email: string };
type Input = Record<string, unknown>;

/** How the other features answer "did anyone buy or download this?", on the same transaction. */
export interface ItemHistory {
  anyOrderFor(itemType: 'note' | 'project', itemId: string): Promise<boolean>;
  anyDownloadOf(itemType: 'note' | 'project' | 'paper', itemId: string): Promise<boolean>;
}

const itemTypes: Partial<Record<CatalogKind, 'note' | 'project' | 'paper'>> = {
  notes: 'note',
  projects: 'project',
  'question-papers': 'paper',
};

const singular: Record<CatalogKind, string> = {
  notes: 'note',
  projects: 'project',
  courses: 'course',
  tools: 'tool',
  'question-papers': 'question paper',
  blogs: 'blog',
};

const fileNames: Partial<Record<CatalogKind, string>> = {
  notes: "the note's PDF",
  projects: "the project's source code (zip)",
  'question-papers': "the paper's PDF",
};

/** A readable address from a name: "DBMS Notes (2024)" → "dbms-notes-2024". */
export function slugFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 100)
    .replace(/^-+|-+$/g, '');
}

/** The item as audited: what an operator sees, without the bookkeeping that changes on its own. */
function audited(item: AdminCatalogItem) {
  const { updatedAt: _updatedAt, createdAt: _createdAt, ...fields } = item;
  return fields;
}

/** The fields that differ, before and after: the audit entry of an edit. */
function difference(before: AdminCatalogItem, after: AdminCatalogItem) {
  const old = audited(before) as Record<string, unknown>;
  const current = audited(after) as Record<string, unknown>;
  const changed = Object.keys(current).filter(
    (key) => JSON.stringify(old[key]) !== JSON.stringify(current[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, old[key]])),
    after: Object.fromEntries(changed.map((key) => [key, current[key]])),
  };
}

/**
 * Operators' changes to the catalog (issue 10): each change and its audit entry are written in one
 * transaction, and the public catalog cache is dropped once it is committed.
 */
export function createCatalogAdminService(options: {
  db: Kysely<Database>;
  catalogAdmin: (db: Kysely<Database>) => CatalogAdminRepository;
  audit: (db: Kysely<Database>) => AuditRepository;
  history: (db: Kysely<Database>) => ItemHistory;
  cache: CatalogCache;
}) {
  const { db, cache } = options;

  async function change<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute(work);
    cache.invalidate();
    return result;
  }

  async function existing(
    repository: CatalogAdminRepository,
    kind: CatalogKind,
    slug: string,
  ): Promise<StoredItem> {
    const stored = await repository.find(kind, slug);
    if (!stored) throw notFound(`No ${kind} item has the id ${slug}.`);
    if (stored.item.deletedAt) {
      throw conflict(
        `This ${singular[kind]} was deleted; it is kept only for the students who bought or downloaded it.`,
      );
    }
    return stored;
  }

  function refuseUnpublishableFile(kind: CatalogKind, item: AdminCatalogItem) {
    if (kindHasFile(kind) && !item.hasFile) {
      throw conflict(
        `Upload ${fileNames[kind]} before publishing this ${singular[kind]}.`,
        'published',
      );
    }
  }

  async function uniqueSlug(repository: CatalogAdminRepository, kind: CatalogKind, name: string) {
    const base = slugFrom(name) || singular[kind].replace(' ', '-');
    const taken = new Set(await repository.slugsLike(kind, base));
    if (!taken.has(base)) return base;
    let suffix = 2;
    while (taken.has(`${base}-${suffix}`)) suffix += 1;
    return `${base}-${suffix}`;
  }

  return {
    list: (kind: CatalogKind) => options.catalogAdmin(db).list(kind),

    async find(kind: CatalogKind, slug: string): Promise<AdminCatalogItem> {
      const stored = await options.catalogAdmin(db).find(kind, slug);
      if (!stored) throw notFound(`No ${kind} item has the id ${slug}.`);
      return stored.item;
    },

    /** Creates a draft; it shows on the site once published. */
    async create(kind: CatalogKind, input: Input & { slug?: string | undefined }, actor: Operator) {
      return change(async (trx) => {
        const repository = options.catalogAdmin(trx);
        const { slug: given, ...fields } = input;
        let slug: string;
        if (given) {
          if (await repository.find(kind, given)) {
            throw conflict(`Another ${singular[kind]} already has the address ${given}.`, 'slug');
          }
          slug = given;
        } else {
          slug = await uniqueSlug(repository, kind, String(fields.name ?? fields.title));
        }
        await repository.insert(kind, slug, fields);
        const created = await existing(repository, kind, slug);
        await options.audit(trx).record({
          actor,
          action: `${kind}.create`,
          subjectType: kind,
          subjectId: slug,
          after: audited(created.item),
        });
        return created.item;
      });
    },

    /** Replaces every editable field; the address and the published state stay. */
    async replace(kind: CatalogKind, slug: string, input: Input, actor: Operator) {
      return change(async (trx) => {
        const repository = options.catalogAdmin(trx);
        const current = await existing(repository, kind, slug);
        await repository.replace(kind, current.rowId, input);
        const updated = await existing(repository, kind, slug);
        await options.audit(trx).record({
          actor,
          action: `${kind}.update`,
          subjectType: kind,
          subjectId: slug,
          ...difference(current.item, updated.item),
        });
        return updated.item;
      });
    },

    /** Today's quick edit: publish or hide, rename, describe, reprice. */
    async patch(kind: CatalogKind, slug: string, patch: AdminCatalogPatch, actor: Operator) {
      await change(async (trx) => {
        refuseFieldsNotOfKind(kind, patch);
        const repository = options.catalogAdmin(trx);
        const current = await existing(repository, kind, slug);
        const publishing =
          patch.published !== undefined && patch.published !== current.item.published;
        if (patch.published) refuseUnpublishableFile(kind, current.item);
        const changed = await repository.update(kind, slug, patch);
        const verb = !publishing ? 'update' : patch.published ? 'publish' : 'unpublish';
        await options.audit(trx).record({
          actor,
          action: `${kind}.${verb}`,
          subjectType: kind,
          subjectId: slug,
          ...changed,
        });
      });
    },

    /**
     * Removes an item nobody bought or downloaded. One that someone did is only hidden: its
     * buyers keep downloading it and their purchase and download history keeps its row.
     */
    async remove(kind: CatalogKind, slug: string, actor: Operator) {
      return change(async (trx) => {
        const repository = options.catalogAdmin(trx);
        const current = await existing(repository, kind, slug);
        const itemType = itemTypes[kind];
        const history = options.history(trx);
        const used =
          itemType !== undefined &&
          ((itemType !== 'paper' && (await history.anyOrderFor(itemType, current.rowId))) ||
            (await history.anyDownloadOf(itemType, current.rowId)));
        if (used) await repository.markDeleted(kind, current.rowId);
        else await repository.remove(kind, current.rowId);
        const outcome = used ? ('hidden' as const) : ('removed' as const);
        await options.audit(trx).record({
          actor,
          action: `${kind}.delete`,
          subjectType: kind,
          subjectId: slug,
          before: audited(current.item),
          after: { outcome },
        });
        return outcome;
      });
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
