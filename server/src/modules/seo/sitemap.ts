import { sitePages } from '@studyhub/contract/site';
import type { BlogsRepository } from '../blogs/blogs.repository.ts';
import type { NotesRepository } from '../notes/notes.repository.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';

/** The catalog reads the sitemap needs; the catalog modules own their tables. */
export interface SitemapCatalog {
  notes: Pick<NotesRepository, 'listPublished'>;
  projects: Pick<ProjectsRepository, 'listPublished'>;
  blogs: Pick<BlogsRepository, 'listPublished'>;
}

/** Every public page and published item, for /sitemap.xml. */
export function createSitemap(options: { publicUrl: string; catalog: SitemapCatalog }) {
  const { publicUrl, catalog } = options;
  const absolute = (path: string) => `${publicUrl}${path}`;
  return async (): Promise<{ url: string; lastModified?: string }[]> => {
    const [notes, projects, blogs] = await Promise.all([
      catalog.notes.listPublished(),
      catalog.projects.listPublished(),
      catalog.blogs.listPublished(),
    ]);
    return [
      ...Object.values(sitePages)
        .filter((page) => page.indexed)
        .map((page) => ({ url: absolute(page.path) })),
      ...notes.map((note) => ({ url: absolute(`/notes/${note.id}`) })),
      ...projects.map((project) => ({ url: absolute(`/projects/${project.id}`) })),
      ...blogs.map((blog) => ({ url: absolute(`/blog/${blog.id}`), lastModified: blog.date })),
    ];
  };
}

export type SitemapEntries = ReturnType<typeof createSitemap>;
