import type { NoteDetail, NoteSummary } from '@studyhub/contract/catalog';
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

export function createNotesRepository(db: Kysely<Database>) {
  return {
    async listPublished(): Promise<NoteSummary[]> {
      const rows = await db
        .selectFrom('notes')
        .select(summaryColumns)
        .where('published', '=', 1)
        .where('deletedAt', 'is', null)
        .orderBy('sortOrder')
        .orderBy('name')
        .execute();
      return rows.map(toSummary);
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
