import type { CatalogKind } from '@studyhub/contract/catalog';
import type { AdminCatalogItem } from '@studyhub/contract/catalog-admin';

/** One input of an item's form; `name` is the contract's field name. */
export interface ScalarField {
  type: 'text' | 'textarea' | 'number' | 'date' | 'url';
  name: string;
  label: string;
  hint?: string;
  /** An empty box is sent as null (an optional link or heading), not as ''. */
  emptyIsNull?: boolean;
}

/** A repeatable list of rows with two texts each: a note's topics, a project's technologies. */
export interface RowsField {
  type: 'rows';
  name: 'coveredTopics' | 'technologies';
  label: string;
  /** 'Topic': each row's legend ('Topic 1') and its buttons ('Add topic'). */
  rowLabel: string;
  columns: readonly [RowColumn, RowColumn];
}
interface RowColumn {
  key: string;
  label: string;
  multiline?: boolean;
}

/** A blog's sections: a subheading and its paragraphs. */
export interface SectionsField {
  type: 'sections';
  name: 'sections';
  label: string;
}

export type FormFieldSpec = ScalarField | RowsField | SectionsField;

const name: ScalarField = { type: 'text', name: 'name', label: 'Name' };
const about: ScalarField = { type: 'textarea', name: 'about', label: 'Description' };
const price: ScalarField = {
  type: 'number',
  name: 'price',
  label: 'Price (₹)',
  hint: 'Whole rupees, up to 1,00,000. 0 makes it free.',
};
const image: ScalarField = {
  type: 'text',
  name: 'image',
  label: 'Cover image',
  hint: 'A path on this site (starting with /) or an https address. Leave empty for none.',
};
const link: ScalarField = {
  type: 'url',
  name: 'link',
  label: 'Link',
  hint: 'A full http or https address. Leave empty if there is none yet.',
  emptyIsNull: true,
};
const tags: ScalarField = {
  type: 'text',
  name: 'tags',
  label: 'Search tags',
  hint: 'Other words search should find it by, separated by commas, such as DSA, GATE.',
};
const optionalSubject: ScalarField = {
  type: 'text',
  name: 'subject',
  label: 'Subject',
  hint: 'Optional. The subject filter of the list offers it.',
};

const sortOrder: ScalarField = {
  type: 'number',
  name: 'sortOrder',
  label: 'Position',
  hint: 'From 0 to 10,000; lower numbers are listed first on the site.',
};

/** Every editable field of each kind, in the order the form shows them (contract/catalog-admin). */
export const formFields: Record<CatalogKind, readonly FormFieldSpec[]> = {
  notes: [
    name,
    { type: 'text', name: 'subject', label: 'Subject' },
    {
      type: 'number',
      name: 'semester',
      label: 'Semester',
      hint: 'Optional, from 1 to 10: the semester filter of the notes list offers it.',
    },
    tags,
    about,
    { type: 'number', name: 'pages', label: 'Pages' },
    price,
    image,
    {
      type: 'rows',
      name: 'coveredTopics',
      label: 'Covered topics',
      rowLabel: 'Topic',
      columns: [
        { key: 'topic', label: 'Topic' },
        { key: 'description', label: 'What it covers', multiline: true },
      ],
    },
    sortOrder,
  ],
  projects: [
    name,
    optionalSubject,
    tags,
    about,
    price,
    image,
    {
      type: 'rows',
      name: 'technologies',
      label: 'Technologies',
      rowLabel: 'Technology',
      columns: [
        { key: 'name', label: 'Label' },
        { key: 'value', label: 'Value' },
      ],
    },
    sortOrder,
  ],
  courses: [
    name,
    about,
    image,
    { type: 'text', name: 'courseType', label: 'Course type' },
    { type: 'text', name: 'instructor', label: 'Instructor' },
    { type: 'text', name: 'certification', label: 'Certification' },
    link,
    sortOrder,
  ],
  tools: [name, about, link, sortOrder],
  'question-papers': [
    name,
    optionalSubject,
    tags,
    { type: 'text', name: 'year', label: 'Year', hint: 'Four digits, such as 2024.' },
    { type: 'text', name: 'university', label: 'University or course' },
    price,
    sortOrder,
  ],
  blogs: [
    { type: 'text', name: 'title', label: 'Title' },
    { type: 'date', name: 'date', label: 'Date' },
    image,
    { type: 'textarea', name: 'intro', label: 'Intro' },
    {
      type: 'text',
      name: 'mainHeading',
      label: 'Main heading',
      hint: 'Optional.',
      emptyIsNull: true,
    },
    { type: 'sections', name: 'sections', label: 'Sections' },
    sortOrder,
  ],
};

/** A row as the form holds it: its texts and a key that stays while rows are added and removed. */
export type Row = Record<string, string> & { key: string };
export interface SectionValue {
  key: string;
  subheading: string;
  paragraphs: { key: string; text: string }[];
}
export type FormValues = Record<string, string | Row[] | SectionValue[]>;

let lastKey = 0;
export function newKey() {
  lastKey += 1;
  return `row-${lastKey}`;
}

/** The form's starting values: empty for a new item, the item's own for an edit. */
export function initialValues(kind: CatalogKind, item?: AdminCatalogItem): FormValues {
  const source = (item ?? {}) as Record<string, unknown>;
  const values: FormValues = {};
  for (const field of formFields[kind]) {
    const value = source[field.name];
    if (field.type === 'rows') {
      values[field.name] = ((value as Record<string, string>[] | undefined) ?? []).map((row) => ({
        ...row,
        key: newKey(),
      }));
    } else if (field.type === 'sections') {
      values[field.name] = (
        (value as { subheading: string; paragraphs: string[] }[] | undefined) ?? []
      ).map((section) => ({
        key: newKey(),
        subheading: section.subheading,
        paragraphs: section.paragraphs.map((text) => ({ key: newKey(), text })),
      }));
    } else {
      values[field.name] = value === null || value === undefined ? '' : String(value);
    }
  }
  if (!item) values.slug = '';
  return values;
}

/** The request body from the form's values, for the contract's schema to check. */
export function bodyFrom(kind: CatalogKind, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of formFields[kind]) {
    const value = values[field.name];
    if (field.type === 'rows') {
      body[field.name] = (value as Row[]).map(({ key: _key, ...row }) => row);
    } else if (field.type === 'sections') {
      body[field.name] = (value as SectionValue[]).map((section) => ({
        subheading: section.subheading,
        paragraphs: section.paragraphs.map((paragraph) => paragraph.text),
      }));
    } else {
      const text = String(value ?? '');
      if (field.type === 'number') {
        // An empty box is left out: the schema then says it is required, or uses its default.
        if (text.trim() !== '') body[field.name] = Number(text);
      } else if (field.emptyIsNull && text.trim() === '') {
        body[field.name] = null;
      } else {
        body[field.name] = text;
      }
    }
  }
  const slug = typeof values.slug === 'string' ? values.slug.trim() : '';
  if (slug) body.slug = slug;
  return body;
}
