import type { NoteDetail, NoteSummary } from '@studyhub/contract/catalog';
import type { NoteFacets, PriceFilter } from '@studyhub/contract/search';
import type { Insertable, Kysely } from 'kysely';
import type { Database, NotesTable } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';

export interface NewNote {
  note: Insertable<NotesTable> & { id: string };
  topics: { topic: string; description: string }[];
}

/** What the server needs to serve a note's files; never sent to a client. */
export interface NoteFiles {
  id: string;
  name: string;
  pricePaise: number;
  fileKey: string;
  previewFileKey: string | null;
}

const summaryColumns = [
  'slug',
  'name',
  'image',
  'imageSmall',
  'ogImage',
  'about',
  'pages',
  'pricePaise',
] as const;

function toSummary(row: Pick<NotesTable, (typeof summaryColumns)[number]>): NoteSummary {
  return {
    id: row.slug,
    name: row.name,
    image: row.image,
    imageSmall: row.imageSmall ?? null,
    imageLinkPreview: row.ogImage ?? null,
    about: row.about,
    pages: row.pages,
    price: toRupees(row.pricePaise),
    isFree: row.pricePaise === 0,
  };
}

/** What the notes list narrows to; every filter is optional. */
export interface NoteFilters {
  subject?: string | undefined;
  semester?: number | undefined;
  price?: PriceFilter | undefined;
}

export function createNotesRepository(db: Kysely<Database>) {
  async function listMatching(filters: NoteFilters) {
    let query = db
      .selectFrom('notes')
      .select([...summaryColumns, 'id'])
      .where('published', '=', 1)
      .where('deletedAt', 'is', null);
    if (filters.subject) query = query.where('subject', '=', filters.subject);
    if (filters.semester) query = query.where('semester', '=', filters.semester);
    if (filters.price) query = query.where('pricePaise', filters.price === 'free' ? '=' : '>', 0);
    const rows = await query.orderBy('sortOrder').orderBy('name').execute();
    return rows.map((row) => ({ key: row.id, item: toSummary(row) }));
  }

  return {
    async listPublished(): Promise<NoteSummary[]> {
      return (await listMatching({})).map(({ item }) => item);
    },

    /** Published notes the filters leave, in the catalog's order, with their internal ids. */
    listMatching,

    /** The subjects and semesters of the published notes, for the list's filters. */
    async facets(): Promise<NoteFacets> {
      const rows = await db
        .selectFrom('notes')
        .select(['subject', 'semester'])
        .where('published', '=', 1)
        .where('deletedAt', 'is', null)
        .execute();
      return {
        all: rows.length,
        subjects: [...new Set(rows.map((row) => row.subject))].sort((a, b) =>
          a.localeCompare(b, 'en-IN'),
        ),
        semesters: [
          ...new Set(rows.flatMap((row) => (row.semester === null ? [] : [row.semester]))),
        ].sort((a, b) => a - b),
      };
    },

    async findPublished(slug: string): Promise<NoteDetail | undefined> {
      const row = await db
        .selectFrom('notes')
        .select([...summaryColumns, 'id', 'previewFileKey'])
        .where('slug', '=', slug)
        .where('published', '=', 1)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const topics = await db
        .selectFrom('noteTopics')
        .select(['topic', 'description'])
        .where('noteId', '=', row.id)
        .orderBy('position')
        .execute();
      return {
        ...toSummary(row),
        coveredTopics: topics,
        previewLink: row.previewFileKey ? `/api/notes/${row.slug}/preview` : null,
      };
    },

    async findFiles(slug: string): Promise<NoteFiles | undefined> {
      return db
        .selectFrom('notes')
        .select(['id', 'name', 'pricePaise', 'fileKey', 'previewFileKey'])
        .where('slug', '=', slug)
        .where('published', '=', 1)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
    },

    /** A deleted note's files, which its buyers keep (decision 20); undefined for any other. */
    async findDeletedFiles(slug: string): Promise<NoteFiles | undefined> {
      return db
        .selectFrom('notes')
        .select(['id', 'name', 'pricePaise', 'fileKey', 'previewFileKey'])
        .where('slug', '=', slug)
        .where('deletedAt', 'is not', null)
        .executeTakeFirst();
    },

    async insert({ note, topics }: NewNote): Promise<void> {
      await db.insertInto('notes').values(note).execute();
      if (topics.length === 0) return;
      await db
        .insertInto('noteTopics')
        .values(
          topics.map((topic, position) => ({
            id: crypto.randomUUID(),
            noteId: note.id,
            position,
            ...topic,
          })),
        )
        .execute();
    },
  };
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;
