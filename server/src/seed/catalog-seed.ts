import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import type { FileStore } from '../files/file-store.ts';
import { type CoverDesign, renderCover } from '../lib/cover-image.ts';
import { toPaise } from '../lib/money.ts';
import { createBlogsRepository } from '../modules/blogs/blogs.repository.ts';
import { createCoursesRepository } from '../modules/courses/courses.repository.ts';
import { createNotesRepository } from '../modules/notes/notes.repository.ts';
import { createProjectsRepository } from '../modules/projects/projects.repository.ts';
import { createQuestionPapersRepository } from '../modules/question-papers/question-papers.repository.ts';
import { createTestimonialsRepository } from '../modules/testimonials/testimonials.repository.ts';
import { createToolsRepository } from '../modules/tools/tools.repository.ts';
import type { CatalogContent, TestimonialsContent } from './catalog-content.ts';
import { notePdf, notePreviewPdf, paperPdf, projectOverviewPdf, projectZip } from './documents.ts';

/** Blog dates on covers as the site shows them (decision 19): November 22, 2026. */
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A project's main technologies for its cover: "React · Node.js". */
function stackOf(technologies: { name: string; value: string }[]): string {
  const main = ['frontend', 'backend']
    .map((name) => technologies.find((tech) => tech.name.toLowerCase() === name)?.value ?? '')
    .map((value) => value.split(/[,(]/)[0]?.trim() ?? '')
    .filter((value) => value && !/^none\b/i.test(value));
  return main.join(' · ') || 'Source code with setup steps';
}

/**
 * Writes the demo catalog: its files first (PDFs, zips, cover images), then every row in one
 * transaction, so a failure leaves no half-filled catalog behind.
 */
export async function seedCatalog(db: Kysely<Database>, files: FileStore, content: CatalogContent) {
  const timestamp = nowIso();
  const common = (sortOrder: number) => ({
    id: randomUUID(),
    sortOrder,
    published: 1,
    createdAt: timestamp,
    updatedAt: timestamp,
  });
  /** A drawn cover stored as an uploaded image would be: two WebP widths and a preview PNG. */
  const cover = async (slug: string, design: CoverDesign) => {
    const images = await renderCover(design);
    const name = `images/${design.kind}-${slug}`;
    const keys = { large: `${name}-800.webp`, small: `${name}-400.webp`, og: `${name}-og.png` };
    await files.write(keys.large, images.large);
    await files.write(keys.small, images.small);
    await files.write(keys.og, images.linkPreview);
    return {
      image: `/media/${keys.large}`,
      imageSmall: `/media/${keys.small}`,
      ogImage: `/media/${keys.og}`,
    };
  };

  const notes = await Promise.all(
    content.notes.map(async (note, index) => {
      const fileKey = `notes/${note.slug}.pdf`;
      await files.write(fileKey, await notePdf(note));
      const previewFileKey = note.hasPreview ? `previews/note-${note.slug}.pdf` : null;
      if (previewFileKey) await files.write(previewFileKey, await notePreviewPdf(note));
      return {
        note: {
          ...common(index),
          slug: note.slug,
          name: note.name,
          subject: note.subject,
          semester: note.semester,
          tags: note.tags,
          about: note.about,
          pages: note.pages,
          pricePaise: toPaise(note.price),
          ...(await cover(note.slug, {
            kind: 'note',
            label: note.subject,
            title: note.name,
            detail: `Handwritten notes · ${note.pages} pages`,
            scheme: note.subject,
          })),
          fileKey,
          previewFileKey,
        },
        topics: note.coveredTopics,
      };
    }),
  );

  const projects = await Promise.all(
    content.projects.map(async (project, index) => {
      const fileKey = `projects/${project.slug}.zip`;
      await files.write(fileKey, projectZip(project));
      const previewFileKey = project.hasPreview ? `previews/project-${project.slug}.pdf` : null;
      if (previewFileKey) await files.write(previewFileKey, await projectOverviewPdf(project));
      return {
        project: {
          ...common(index),
          slug: project.slug,
          name: project.name,
          subject: project.subject,
          tags: project.tags,
          about: project.about,
          pricePaise: toPaise(project.price),
          ...(await cover(project.slug, {
            kind: 'project',
            label: 'Project',
            title: project.name,
            detail: stackOf(project.technologies),
            scheme: stackOf(project.technologies),
          })),
          fileKey,
          previewFileKey,
        },
        technologies: project.technologies,
      };
    }),
  );

  const courses = await Promise.all(
    content.courses.map(async (course, index) => ({
      ...common(index),
      slug: course.slug,
      name: course.name,
      about: course.about,
      ...(await cover(course.slug, {
        kind: 'course',
        label: course.courseType,
        title: course.name,
        detail: `Course by ${course.instructor}`,
        scheme: course.courseType,
      })),
      courseType: course.courseType,
      instructor: course.instructor,
      certification: course.certification,
      link: course.link,
    })),
  );

  const blogs = await Promise.all(
    content.blogs.map(async (blog, index) => ({
      blog: {
        ...common(index),
        slug: blog.slug,
        title: blog.title,
        publishedOn: blog.date,
        ...(await cover(blog.slug, {
          kind: 'blog',
          label: 'Blog',
          title: blog.title,
          detail: longDate.format(new Date(`${blog.date}T00:00:00Z`)),
          scheme: blog.slug,
        })),
        intro: blog.intro,
        mainHeading: blog.mainHeading ?? null,
      },
      sections: blog.sections,
    })),
  );

  const papers = await Promise.all(
    content.papers.map(async (paper, index) => {
      const fileKey = `papers/${paper.slug}.pdf`;
      await files.write(fileKey, await paperPdf(paper));
      return {
        ...common(index),
        slug: paper.slug,
        name: paper.name,
        subject: paper.subject,
        tags: paper.tags,
        year: paper.year,
        university: paper.university,
        pricePaise: 0,
        fileKey,
      };
    }),
  );

  await db.transaction().execute(async (trx) => {
    const notesRepository = createNotesRepository(trx);
    for (const note of notes) await notesRepository.insert(note);
    const projectsRepository = createProjectsRepository(trx);
    for (const project of projects) await projectsRepository.insert(project);
    const papersRepository = createQuestionPapersRepository(trx);
    for (const paper of papers) await papersRepository.insert(paper);
    const coursesRepository = createCoursesRepository(trx);
    for (const course of courses) await coursesRepository.insert(course);
    const toolsRepository = createToolsRepository(trx);
    for (const [index, tool] of content.tools.entries()) {
      await toolsRepository.insert({
        ...common(index),
        slug: tool.slug,
        name: tool.name,
        about: tool.about,
        link: tool.link,
      });
    }
    const blogsRepository = createBlogsRepository(trx);
    for (const blog of blogs) await blogsRepository.insert(blog);
  });

  return {
    notes: notes.length,
    projects: projects.length,
    papers: papers.length,
    courses: content.courses.length,
    tools: content.tools.length,
    blogs: content.blogs.length,
  };
}

/** True when no kind of catalog item has a single row yet. */
export async function catalogIsEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of [
    'notes',
    'projects',
    'courses',
    'tools',
    'questionPapers',
    'blogs',
  ] as const) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * Demo items seeded before search (migration 0018) have no tags, subject or semester: they get the
 * ones the content now carries. Only items with none set are filled, so an operator's edits stay.
 * The database's search index follows the update by itself. Returns how many were filled.
 */
export async function fillSearchFields(db: Kysely<Database>, content: CatalogContent) {
  let filled = 0;
  const count = (result: { numUpdatedRows: bigint }[]) => {
    filled += Number(result[0]?.numUpdatedRows ?? 0n);
  };
  for (const note of content.notes) {
    count(
      await db
        .updateTable('notes')
        .set({ tags: note.tags, semester: note.semester })
        .where('slug', '=', note.slug)
        .where('tags', '=', '')
        .where('semester', 'is', null)
        .execute(),
    );
  }
  for (const [table, items] of [
    ['projects', content.projects],
    ['questionPapers', content.papers],
  ] as const) {
    for (const item of items) {
      count(
        await db
          .updateTable(table)
          .set({ subject: item.subject, tags: item.tags })
          .where('slug', '=', item.slug)
          .where('tags', '=', '')
          .where('subject', '=', '')
          .execute(),
      );
    }
  }
  return filled;
}

/**
 * Writes the demo testimonials and reviews, published and in the file's order, in one
 * transaction; only when neither table has ever had a row (deleted ones count). Returns the
 * counts, or undefined when nothing was written.
 */
export async function seedTestimonials(db: Kysely<Database>, content: TestimonialsContent) {
  return db.transaction().execute(async (trx) => {
    const repository = createTestimonialsRepository(trx);
    if (!(await repository.isEmpty('testimonials')) || !(await repository.isEmpty('reviews'))) {
      return undefined;
    }
    const at = nowIso();
    for (const testimonial of content.testimonials) {
      await repository.insert('testimonials', testimonial, { published: true, at });
    }
    for (const review of content.reviews) {
      await repository.insert('reviews', review, { published: true, at });
    }
    return { testimonials: content.testimonials.length, reviews: content.reviews.length };
  });
}
