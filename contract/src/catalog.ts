import { z } from 'zod';
import { listPage, noteFacets, paperFacets, projectFacets } from './search.ts';

/** URL ids are readable slugs (decision 17). */
export const slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'That address does not exist.');

/** Whole rupees; 0 when the item is free. The server keeps paise (decision 19). */
const rupees = z.number().int().nonnegative();

export const coveredTopic = z.object({ topic: z.string(), description: z.string() });
export const technology = z.object({ name: z.string(), value: z.string() });

/**
 * A card image: `image` is the main one (800 px WebP for uploaded images and demo covers); the
 * 400 px WebP and the 1200×630 PNG made with it are null for an image given only as an address.
 */
const cardImage = {
  image: z.string(),
  imageSmall: z.string().nullable(),
  imageLinkPreview: z.string().nullable(),
};

export const noteSummary = z.object({
  id: slug,
  name: z.string(),
  ...cardImage,
  about: z.string(),
  pages: z.number().int(),
  price: rupees,
  isFree: z.boolean(),
});
export type NoteSummary = z.infer<typeof noteSummary>;

export const noteDetail = noteSummary.extend({
  coveredTopics: z.array(coveredTopic),
  /** A public sample of the first pages, when there is one. */
  previewLink: z.string().nullable(),
});
export type NoteDetail = z.infer<typeof noteDetail>;

export const projectSummary = z.object({
  id: slug,
  name: z.string(),
  ...cardImage,
  about: z.string(),
  price: rupees,
  technologies: z.array(technology),
});
export type ProjectSummary = z.infer<typeof projectSummary>;

export const projectDetail = projectSummary.extend({
  previewLink: z.string().nullable(),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

export const course = z.object({
  id: slug,
  name: z.string(),
  ...cardImage,
  about: z.string(),
  courseType: z.string(),
  instructor: z.string(),
  certification: z.string(),
  link: z.string().nullable(),
});
export type Course = z.infer<typeof course>;

export const tool = z.object({
  id: slug,
  name: z.string(),
  about: z.string(),
  link: z.string().nullable(),
});
export type Tool = z.infer<typeof tool>;

export const questionPaper = z.object({
  id: slug,
  name: z.string(),
  /** The year as text, as the spec's year filter matches on a substring. */
  date: z.string(),
  university: z.string(),
  price: rupees,
  isFree: z.boolean(),
});
export type QuestionPaper = z.infer<typeof questionPaper>;

export const blogSummary = z.object({
  id: slug,
  title: z.string(),
  /** ISO date, yyyy-mm-dd. */
  date: z.string(),
  ...cardImage,
  intro: z.string(),
});
export type BlogSummary = z.infer<typeof blogSummary>;

export const blogSection = z.object({
  subheading: z.string(),
  paragraphs: z.array(z.string()),
});

export const blogDetail = blogSummary.extend({
  mainHeading: z.string().nullable(),
  sections: z.array(blogSection),
});
export type BlogDetail = z.infer<typeof blogDetail>;

/** Any id is looked up; one that matches nothing is a 404 with the item's own message. */
export const idParams = z.object({ id: z.string().min(1).max(200) });

const ok = z.literal(true);
export const notesResponse = z.object({
  success: ok,
  notes: z.array(noteSummary),
  ...listPage,
  facets: noteFacets,
});
export const noteResponse = z.object({ success: ok, note: noteDetail });
export const projectsResponse = z.object({
  success: ok,
  projects: z.array(projectSummary),
  ...listPage,
  facets: projectFacets,
});
export const projectResponse = z.object({ success: ok, project: projectDetail });
export const coursesResponse = z.object({ success: ok, courses: z.array(course) });
export const toolsResponse = z.object({ success: ok, tools: z.array(tool) });
export const papersResponse = z.object({
  success: ok,
  papers: z.array(questionPaper),
  ...listPage,
  facets: paperFacets,
});
export const blogsResponse = z.object({ success: ok, blogs: z.array(blogSummary) });
export const blogResponse = z.object({ success: ok, blog: blogDetail });

export type NotesResponse = z.infer<typeof notesResponse>;
export type NoteResponse = z.infer<typeof noteResponse>;
export type ProjectsResponse = z.infer<typeof projectsResponse>;
export type ProjectResponse = z.infer<typeof projectResponse>;
export type CoursesResponse = z.infer<typeof coursesResponse>;
export type ToolsResponse = z.infer<typeof toolsResponse>;
export type PapersResponse = z.infer<typeof papersResponse>;
export type BlogsResponse = z.infer<typeof blogsResponse>;
export type BlogResponse = z.infer<typeof blogResponse>;

// A text, kept with the zod-free constants so that a screen showing it loads no schema.
export { type CatalogKind, catalogKinds, notFoundMessages } from './constants.ts';

import { catalogKinds } from './constants.ts';

export const adminCatalogParams = z.object({
  kind: z.enum(catalogKinds, { error: `The kind must be one of: ${catalogKinds.join(', ')}.` }),
  id: z.string().min(1).max(200),
});

/** What an operator may change on any catalog item without touching the database by hand. */
export const adminCatalogPatch = z
  .object({
    published: z.boolean().optional(),
    name: z.string().trim().min(1, 'The name cannot be empty.').max(200).optional(),
    about: z.string().trim().min(1, 'The description cannot be empty.').max(4000).optional(),
    price: rupees.max(500_000, 'A price can be at most ₹5,00,000.').optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Say what to change.');
export type AdminCatalogPatch = z.infer<typeof adminCatalogPatch>;
