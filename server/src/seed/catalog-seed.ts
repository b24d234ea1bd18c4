import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import type { FileStore } from '../files/file-store.ts';
import { toPaise } from '../lib/money.ts';
import { createBlogsRepository } from '../modules/blogs/blogs.repository.ts';
import { createCoursesRepository } from '../modules/courses/courses.repository.ts';
import { createNotesRepository } from '../modules/notes/notes.repository.ts';
import { createProjectsRepository } from '../modules/projects/projects.repository.ts';
import { createQuestionPapersRepository } from '../modules/question-papers/question-papers.repository.ts';
import { createTestimonialsRepository } from '../modules/testimonials/testimonials.repository.ts';
import { createToolsRepository } from '../modules/tools/tools.repository.ts';
import type { CatalogContent, TestimonialsContent } from './catalog-content.ts';
import { coverImage } from './cover-image.ts';
import { notePdf, notePreviewPdf, paperPdf, projectOverviewPdf, projectZip } from './documents.ts';

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
  const image = async (kind: string, label: string, slug: string, title: string) => {
    const key = `images/${kind}-${slug}.svg`;
    await files.write(key, coverImage(label, title, slug));
    return `/media/${key}`;
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
          image: await image('note', note.subject, note.slug, note.name),
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
          image: await image('project', 'Project', project.slug, project.name),
          fileKey,
          previewFileKey,
        },
        technologies: project.technologies,
      };
    }),
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
    for (const [index, course] of content.courses.entries()) {
      await coursesRepository.insert({
        ...common(index),
        slug: course.slug,
        name: course.name,
        about: course.about,
        image: await image('course', course.courseType, course.slug, course.name),
        courseType: course.courseType,
        instructor: course.instructor,
        certification: course.certification,
        link: course.link,
      });
    }
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
    for (const [index, blog] of content.blogs.entries()) {
      await blogsRepository.insert({
        blog: {
          ...common(index),
          slug: blog.slug,
          title: blog.title,
          publishedOn: blog.date,
          image: await image('blog', 'Blog', blog.slug, blog.title),
          intro: blog.intro,
          mainHeading: blog.mainHeading ?? null,
        },
        sections: blog.sections,
      });
    }
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
