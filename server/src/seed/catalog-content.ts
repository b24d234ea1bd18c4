import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../paths.ts';

/** Versioned demo content lives in content/catalog as JSON; it is checked before it is seeded. */
export const catalogContentDir = path.join(repoRoot, 'content/catalog');

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const text = z.string().trim().min(1);
const link = z.url().nullable();

const noteContent = z.object({
  slug,
  name: text,
  subject: text,
  about: text,
  pages: z.number().int().positive(),
  price: z.number().int().nonnegative(),
  hasPreview: z.boolean(),
  coveredTopics: z.array(z.object({ topic: text, description: text })).min(1),
  body: z.array(z.object({ heading: text, paragraphs: z.array(text).min(1) })).min(1),
});

const projectContent = z.object({
  slug,
  name: text,
  about: text,
  price: z.number().int().positive(),
  technologies: z.array(z.object({ name: text, value: text })).min(2),
  hasPreview: z.boolean(),
  readme: text,
  files: z
    .array(
      z.object({
        path: z
          .string()
          .regex(/^[A-Za-z0-9_./-]+$/)
          .refine((p) => !p.includes('..')),
        content: z.string(),
      }),
    )
    .min(1),
});

const courseContent = z.object({
  slug,
  name: text,
  about: text,
  courseType: text,
  instructor: text,
  certification: text,
  link,
});

const toolContent = z.object({ slug, name: text, about: text, link });

const paperContent = z.object({
  slug,
  name: text,
  year: z.string().regex(/^\d{4}$/),
  university: text,
  questions: z.array(z.object({ section: text, items: z.array(text).min(1) })).min(1),
});

const blogContent = z.object({
  slug,
  title: text,
  date: z.iso.date(),
  mainHeading: z.string().nullable().optional(),
  intro: z.string(),
  sections: z.array(z.object({ subheading: text, paragraphs: z.array(text).min(1) })).min(1),
});

export type NoteContent = z.infer<typeof noteContent>;
export type ProjectContent = z.infer<typeof projectContent>;
export type CourseContent = z.infer<typeof courseContent>;
export type ToolContent = z.infer<typeof toolContent>;
export type PaperContent = z.infer<typeof paperContent>;
export type BlogContent = z.infer<typeof blogContent>;

function load<T extends z.ZodType>(file: string, schema: T, dir: string): z.infer<T>[] {
  const parsed = z.array(schema).safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/catalog/${file}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

export function loadCatalogContent(dir: string = catalogContentDir) {
  return {
    notes: load('notes.json', noteContent, dir),
    projects: load('projects.json', projectContent, dir),
    courses: load('courses.json', courseContent, dir),
    tools: load('tools.json', toolContent, dir),
    papers: load('question-papers.json', paperContent, dir),
    blogs: load('blogs.json', blogContent, dir),
  };
}

export type CatalogContent = ReturnType<typeof loadCatalogContent>;
