import type { AdminCatalogPatch, CatalogKind } from '@studyhub/contract/catalog';
import type {
  AdminCatalogItem,
  AdminCatalogListItem,
  BlogInput,
  CourseInput,
  NoteInput,
  ProjectInput,
  QuestionPaperInput,
  ToolInput,
} from '@studyhub/contract/catalog-admin';
import type { Kysely } from 'kysely';
import type { CatalogTable, Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { badRequest } from '../../errors.ts';
import { toPaise, toRupees } from '../../lib/money.ts';

type Row = Record<string, unknown>;
type Columns = Record<string, string | number | null>;

/** An item's list of parts (a note's topics, a project's technologies, a blog's sections). */
interface Parts {
  table: 'noteTopics' | 'projectTechnologies' | 'blogSections';
  parentColumn: 'noteId' | 'projectId' | 'blogId';
  field: 'coveredTopics' | 'technologies' | 'sections';
  toRows(input: Row): Columns[];
  fromRows(rows: Row[]): unknown[];
}

interface KindTable {
  table: CatalogTable;
  nameColumn: 'name' | 'title';
  priced: boolean;
  /** Kinds sold or downloaded as a file: publishing needs the file. */
  hasFile: boolean;
  columns(input: Row): Columns;
  fields(row: Row): Row;
  parts?: Parts;
}

const text = (row: Row, column: string) => row[column] as string;
const number = (row: Row, column: string) => row[column] as number;

const kindTables: Record<CatalogKind, KindTable> = {
  notes: {
    table: 'notes',
    nameColumn: 'name',
    priced: true,
    hasFile: true,
    columns: (input) => {
      const note = input as NoteInput;
      return {
        name: note.name,
        subject: note.subject,
        semester: note.semester,
        tags: note.tags,
        about: note.about,
        pages: note.pages,
        pricePaise: toPaise(note.price),
        image: note.image,
        sortOrder: note.sortOrder,
      };
    },
    fields: (row) => ({
      name: text(row, 'name'),
      subject: text(row, 'subject'),
      semester: row.semester as number | null,
      tags: text(row, 'tags'),
      about: text(row, 'about'),
      pages: number(row, 'pages'),
      price: toRupees(number(row, 'pricePaise')),
      image: text(row, 'image'),
    }),
    parts: {
      table: 'noteTopics',
      parentColumn: 'noteId',
      field: 'coveredTopics',
      toRows: (input) => (input as NoteInput).coveredTopics,
      fromRows: (rows) =>
        rows.map((row) => ({ topic: text(row, 'topic'), description: text(row, 'description') })),
    },
  },
  projects: {
    table: 'projects',
    nameColumn: 'name',
    priced: true,
    hasFile: true,
    columns: (input) => {
      const project = input as ProjectInput;
      return {
        name: project.name,
        subject: project.subject,
        tags: project.tags,
        about: project.about,
        pricePaise: toPaise(project.price),
        image: project.image,
        sortOrder: project.sortOrder,
      };
    },
    fields: (row) => ({
      name: text(row, 'name'),
      subject: text(row, 'subject'),
      tags: text(row, 'tags'),
      about: text(row, 'about'),
      price: toRupees(number(row, 'pricePaise')),
      image: text(row, 'image'),
    }),
    parts: {
      table: 'projectTechnologies',
      parentColumn: 'projectId',
      field: 'technologies',
      toRows: (input) => (input as ProjectInput).technologies,
      fromRows: (rows) =>
        rows.map((row) => ({ name: text(row, 'name'), value: text(row, 'value') })),
    },
  },
  courses: {
    table: 'courses',
    nameColumn: 'name',
    priced: false,
    hasFile: false,
    columns: (input) => {
      const course = input as CourseInput;
      return {
        name: course.name,
        about: course.about,
        image: course.image,
        courseType: course.courseType,
        instructor: course.instructor,
        certification: course.certification,
        link: course.link,
        sortOrder: course.sortOrder,
      };
    },
    fields: (row) => ({
      name: text(row, 'name'),
      about: text(row, 'about'),
      image: text(row, 'image'),
      courseType: text(row, 'courseType'),
      instructor: text(row, 'instructor'),
      certification: text(row, 'certification'),
      link: row.link as string | null,
    }),
  },
  tools: {
    table: 'tools',
    nameColumn: 'name',
    priced: false,
    hasFile: false,
    columns: (input) => {
      const tool = input as ToolInput;
      return { name: tool.name, about: tool.about, link: tool.link, sortOrder: tool.sortOrder };
    },
    fields: (row) => ({
      name: text(row, 'name'),
      about: text(row, 'about'),
      link: row.link as string | null,
    }),
  },
  'question-papers': {
    table: 'questionPapers',
    nameColumn: 'name',
    priced: true,
    hasFile: true,
    columns: (input) => {
      const paper = input as QuestionPaperInput;
      return {
        name: paper.name,
        subject: paper.subject,
        tags: paper.tags,
        year: paper.year,
        university: paper.university,
        pricePaise: toPaise(paper.price),
        sortOrder: paper.sortOrder,
      };
    },
    fields: (row) => ({
      name: text(row, 'name'),
      subject: text(row, 'subject'),
      tags: text(row, 'tags'),
      year: text(row, 'year'),
      university: text(row, 'university'),
      price: toRupees(number(row, 'pricePaise')),
    }),
  },
  blogs: {
    table: 'blogs',
    nameColumn: 'title',
    priced: false,
    hasFile: false,
    columns: (input) => {
      const blog = input as BlogInput;
      return {
        title: blog.title,
        publishedOn: blog.date,
        image: blog.image,
        intro: blog.intro,
        mainHeading: blog.mainHeading,
        sortOrder: blog.sortOrder,
      };
    },
    fields: (row) => ({
      title: text(row, 'title'),
      date: text(row, 'publishedOn'),
      image: text(row, 'image'),
      intro: text(row, 'intro'),
      mainHeading: row.mainHeading as string | null,
    }),
    parts: {
      table: 'blogSections',
      parentColumn: 'blogId',
      field: 'sections',
      toRows: (input) =>
        (input as BlogInput).sections.map((section) => ({
          subheading: section.subheading,
          // Read whole, so kept as one JSON array (0002-catalog).
          paragraphs: JSON.stringify(section.paragraphs),
        })),
      fromRows: (rows) =>
        rows.map((row) => ({
          subheading: text(row, 'subheading'),
          paragraphs: JSON.parse(text(row, 'paragraphs')) as string[],
        })),
    },
  },
};

/** Whether the kind is sold or downloaded as a file, so publishing it needs that file. */
export const kindHasFile = (kind: CatalogKind) => kindTables[kind].hasFile;

/** The quick edit's fields that a kind does not have. */
export function refuseFieldsNotOfKind(kind: CatalogKind, patch: AdminCatalogPatch) {
  if (patch.price !== undefined && !kindTables[kind].priced) {
    throw badRequest(`${kind} have no price.`, 'price');
  }
  if (patch.about !== undefined && kind === 'blogs') {
    throw badRequest('A blog has an intro, not a description.', 'about');
  }
}

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
  // The kind picks the table at run time, which Kysely's types cannot follow: the column maps
  // above are the schema's names, and the tests read every kind back through the public API.
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
