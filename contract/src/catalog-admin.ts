import { z } from 'zod';
import { catalogKinds } from './catalog.ts';
import { isLocalPath } from './forms.ts';

/**
 * What operators send to create and edit catalog items (issue 10, decision 20), and what they get
 * back. The messages are shown beside the form field they are about.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max.toLocaleString('en-IN')} characters.`);

const priceRule = 'Price must be a whole number of rupees from 0 (free) to 1,00,000.';
/** Whole rupees, as the catalog shows them; 0 makes the item free. */
export const maxPriceRupees = 100_000;
const price = z
  .number({ error: priceRule })
  .int(priceRule)
  .min(0, priceRule)
  .max(maxPriceRupees, priceRule);

const slugRule =
  'The address may use only lowercase letters, digits and single hyphens, such as dbms-notes.';
/** The item's address (/notes/<slug>); made from the name when not given, never changed after. */
export const catalogSlug = z
  .string({ error: slugRule })
  .trim()
  .min(1, slugRule)
  .max(120, 'The address can be at most 120 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, slugRule);

/** A cover image: a path on this site (/media/...) or an https address; empty until one is set. */
const image = z
  .string({ error: 'The image must be a path on this site or an https address.' })
  .trim()
  .max(500, 'The image address can be at most 500 characters.')
  .refine(
    (value) => value === '' || isLocalPath(value) || value.startsWith('https://'),
    'The image must be a path on this site (starting with /) or an https address.',
  )
  .default('');

const link = z
  .url({ protocol: /^https?$/, error: 'The link must be a full http or https address.' })
  .max(500, 'The link can be at most 500 characters.')
  .nullable()
  .default(null);

/** Words search should also find the item by (abbreviations, exam names), comma-separated. */
const tags = z
  .string({ error: 'Tags must be text, separated by commas.' })
  .trim()
  .max(500, 'Tags can be at most 500 characters.')
  .default('');

/** An optional subject for items that had none before search (projects, question papers). */
const optionalSubject = z
  .string({ error: 'The subject must be text.' })
  .trim()
  .max(100, 'The subject can be at most 100 characters.')
  .default('');

const semesterRule = 'The semester must be a whole number from 1 to 10, or empty.';
const semester = z
  .number({ error: semesterRule })
  .int(semesterRule)
  .min(1, semesterRule)
  .max(10, semesterRule)
  .nullable()
  .default(null);

const sortOrder = z
  .number({ error: 'The position must be a whole number from 0 to 10,000.' })
  .int('The position must be a whole number from 0 to 10,000.')
  .min(0, 'The position must be a whole number from 0 to 10,000.')
  .max(10_000, 'The position must be a whole number from 0 to 10,000.')
  .default(0);

export const noteInput = z.object({
  name: text('The name', 200),
  subject: text('The subject', 100),
  semester,
  tags,
  about: text('The description', 4000),
  pages: z
    .number({ error: 'Pages must be a whole number from 1 to 5,000.' })
    .int('Pages must be a whole number from 1 to 5,000.')
    .min(1, 'Pages must be a whole number from 1 to 5,000.')
    .max(5000, 'Pages must be a whole number from 1 to 5,000.'),
  price,
  image,
  coveredTopics: z
    .array(z.object({ topic: text('The topic', 200), description: text('The description', 2000) }))
    .max(100, 'A note can list at most 100 topics.')
    .default([]),
  sortOrder,
});

export const projectInput = z.object({
  name: text('The name', 200),
  subject: optionalSubject,
  tags,
  about: text('The description', 4000),
  price,
  image,
  /** What the project is built with and what it does, as shown on its page. */
  technologies: z
    .array(z.object({ name: text('The label', 100), value: text('The value', 500) }))
    .max(50, 'A project can list at most 50 technologies.')
    .default([]),
  sortOrder,
});

export const courseInput = z.object({
  name: text('The name', 200),
  about: text('The description', 4000),
  image,
  courseType: text('The course type', 100),
  instructor: text('The instructor', 200),
  certification: text('The certification', 200),
  link,
  sortOrder,
});

export const toolInput = z.object({
  name: text('The name', 200),
  about: text('The description', 4000),
  link,
  sortOrder,
});

export const questionPaperInput = z.object({
  name: text('The name', 200),
  subject: optionalSubject,
  tags,
  year: z
    .string({ error: 'The year must be four digits, such as 2024.' })
    .trim()
    .regex(/^\d{4}$/, 'The year must be four digits, such as 2024.'),
  university: text('The university or course', 200),
  price,
  sortOrder,
});

export const blogInput = z.object({
  title: text('The title', 200),
  date: z.iso.date({ error: 'The date must be a calendar date, such as 2026-01-31.' }),
  image,
  intro: text('The intro', 4000),
  mainHeading: z
    .string()
    .trim()
    .max(200, 'The main heading can be at most 200 characters.')
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
  sections: z
    .array(
      z.object({
        subheading: text('The subheading', 200),
        paragraphs: z
          .array(text('A paragraph', 10_000))
          .min(1, 'A section needs at least one paragraph.')
          .max(50, 'A section can have at most 50 paragraphs.'),
      }),
    )
    .max(50, 'A blog can have at most 50 sections.')
    .default([]),
  sortOrder,
});

/** A new item may name its own address; otherwise one is made from its name or title. */
const withSlug = { slug: catalogSlug.optional() };
export const catalogCreateBodies = {
  notes: noteInput.extend(withSlug),
  projects: projectInput.extend(withSlug),
  courses: courseInput.extend(withSlug),
  tools: toolInput.extend(withSlug),
  'question-papers': questionPaperInput.extend(withSlug),
  blogs: blogInput.extend(withSlug),
} as const;

/** PUT replaces every editable field; the address stays (links and history point at it). */
export const catalogEditBodies = {
  notes: noteInput,
  projects: projectInput,
  courses: courseInput,
  tools: toolInput,
  'question-papers': questionPaperInput,
  blogs: blogInput,
} as const;

export type NoteInput = z.infer<typeof noteInput>;
export type ProjectInput = z.infer<typeof projectInput>;
export type CourseInput = z.infer<typeof courseInput>;
export type ToolInput = z.infer<typeof toolInput>;
export type QuestionPaperInput = z.infer<typeof questionPaperInput>;
export type BlogInput = z.infer<typeof blogInput>;

export const catalogKindParams = z.object({
  kind: z.enum(catalogKinds, { error: `The kind must be one of: ${catalogKinds.join(', ')}.` }),
});

/** Where an item stands: published or draft, and whether it was deleted but kept for buyers. */
const itemState = {
  id: z.string(),
  published: z.boolean(),
  deletedAt: z.string().nullable(),
  /** Notes, projects and papers: whether the downloadable file is present; null for others. */
  hasFile: z.boolean().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const adminCatalogListItem = z.object({ ...itemState, name: z.string() });
export type AdminCatalogListItem = z.infer<typeof adminCatalogListItem>;

export const adminCatalogListResponse = z.object({
  success: z.literal(true),
  items: z.array(adminCatalogListItem),
});
export type AdminCatalogListResponse = z.infer<typeof adminCatalogListResponse>;

export const adminCatalogItem = z.discriminatedUnion('kind', [
  noteInput.extend({ kind: z.literal('notes'), ...itemState }),
  projectInput.extend({ kind: z.literal('projects'), ...itemState }),
  courseInput.extend({ kind: z.literal('courses'), ...itemState }),
  toolInput.extend({ kind: z.literal('tools'), ...itemState }),
  questionPaperInput.extend({ kind: z.literal('question-papers'), ...itemState }),
  blogInput.extend({ kind: z.literal('blogs'), ...itemState }),
]);
export type AdminCatalogItem = z.infer<typeof adminCatalogItem>;

export const adminCatalogItemResponse = z.object({
  success: z.literal(true),
  item: adminCatalogItem,
});
export type AdminCatalogItemResponse = z.infer<typeof adminCatalogItemResponse>;

/** How a delete ended: removed, or kept hidden because someone bought or downloaded it. */
export const adminCatalogDeleteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  outcome: z.enum(['removed', 'hidden']),
});
export type AdminCatalogDeleteResponse = z.infer<typeof adminCatalogDeleteResponse>;
