import type { AdminCatalogPatch, CatalogKind } from '@studyhub/contract/catalog';
import type {
  BlogInput,
  CourseInput,
  NoteInput,
  ProjectInput,
  QuestionPaperInput,
  ToolInput,
} from '@studyhub/contract/catalog-admin';
import type { CatalogTable } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { toPaise, toRupees } from '../../lib/money.ts';

export type Row = Record<string, unknown>;
export type Columns = Record<string, string | number | null>;

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

export const text = (row: Row, column: string) => row[column] as string;
export const number = (row: Row, column: string) => row[column] as number;

/**
 * What differs between the catalog kinds an operator edits: the table, the columns a form fills
 * and the fields read back, and the list of parts some kinds have. The repository's queries are
 * written once for all of them.
 */
export const kindTables: Record<CatalogKind, KindTable> = {
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
