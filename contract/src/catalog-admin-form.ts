import type { CatalogKind } from './constants.ts';

/**
 * The operators' form for a catalog item (decision 20), field by field: the screen draws it from
 * this, and the server reads it when the browser posts it without the script (decision 35). Each
 * field's `name` is the contract's (catalog-admin.ts); a row of a list is posted as
 * `coveredTopics.0.topic`, a blog's paragraph as `sections.0.paragraphs.1`: the path the API
 * names a refused field by. Zod-free.
 */

/** One input of an item's form. */
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

/** A blog's section as the form holds it. */
export interface SectionTexts {
  subheading: string;
  paragraphs: string[];
}

/**
 * What an item's form holds, as typed: a text for each field, a list of rows, a blog's sections,
 * and `slug` (a new item's address) when the form has it.
 */
export type ItemFormTexts = Record<string, string | Record<string, string>[] | SectionTexts[]>;

/** The places (0, 1, 5…) of a list's posted entries, in order: `coveredTopics.5.topic` gives 5. */
function placesOf(posted: Record<string, string>, list: string) {
  const places = new Set<number>();
  const pattern = new RegExp(`^${list.replaceAll('.', '\\.')}\\.(\\d{1,4})(?:\\.|$)`);
  for (const key of Object.keys(posted)) {
    const place = pattern.exec(key)?.[1];
    if (place !== undefined) places.add(Number(place));
  }
  return [...places].sort((a, b) => a - b);
}

/** The form's texts from its fields as a browser posts them (`coveredTopics.0.topic`…). */
export function itemFormOfPosted(kind: CatalogKind, posted: Record<string, string>): ItemFormTexts {
  const texts: ItemFormTexts = {};
  for (const field of formFields[kind]) {
    if (field.type === 'rows') {
      texts[field.name] = placesOf(posted, field.name).map((place) =>
        Object.fromEntries(
          field.columns.map((column) => [
            column.key,
            posted[`${field.name}.${place}.${column.key}`] ?? '',
          ]),
        ),
      );
    } else if (field.type === 'sections') {
      texts[field.name] = placesOf(posted, 'sections').map((place) => ({
        subheading: posted[`sections.${place}.subheading`] ?? '',
        paragraphs: placesOf(posted, `sections.${place}.paragraphs`).map(
          (at) => posted[`sections.${place}.paragraphs.${at}`] ?? '',
        ),
      }));
    } else {
      texts[field.name] = posted[field.name] ?? '';
    }
  }
  if (typeof posted.slug === 'string') texts.slug = posted.slug;
  return texts;
}

/** The form's texts as a browser posts them: the names its fields carry. */
export function postedOfItemForm(kind: CatalogKind, texts: ItemFormTexts): Record<string, string> {
  const posted: Record<string, string> = {};
  for (const field of formFields[kind]) {
    const value = texts[field.name];
    if (field.type === 'rows') {
      (value as Record<string, string>[]).forEach((row, place) => {
        for (const column of field.columns) {
          posted[`${field.name}.${place}.${column.key}`] = row[column.key] ?? '';
        }
      });
    } else if (field.type === 'sections') {
      (value as SectionTexts[]).forEach((section, place) => {
        posted[`sections.${place}.subheading`] = section.subheading;
        section.paragraphs.forEach((text, at) => {
          posted[`sections.${place}.paragraphs.${at}`] = text;
        });
      });
    } else {
      posted[field.name] = String(value ?? '');
    }
  }
  if (typeof texts.slug === 'string') posted.slug = texts.slug;
  return posted;
}

/** The request body from the form's texts, for the contract's schema (and then the API) to check. */
export function itemBodyOf(kind: CatalogKind, texts: ItemFormTexts): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of formFields[kind]) {
    const value = texts[field.name];
    if (field.type === 'rows' || field.type === 'sections') {
      body[field.name] = value ?? [];
      continue;
    }
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
  const slug = typeof texts.slug === 'string' ? texts.slug.trim() : '';
  if (slug) body.slug = slug;
  return body;
}
