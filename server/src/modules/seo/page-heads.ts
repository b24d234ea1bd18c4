import { notFoundMessages } from '@studyhub/contract/catalog';
import {
  clampDescription,
  documentTitle,
  type SitePage,
  site,
  sitePages,
} from '@studyhub/contract/site';
import { cardImageSizes } from '@studyhub/contract/uploads';
import type { BlogsRepository } from '../blogs/blogs.repository.ts';
import type { NotesRepository } from '../notes/notes.repository.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';

/** What the served index.html says about one page before any script runs. */
export interface PageHead {
  /** 404 for a path the route table does not have. */
  status: 200 | 404;
  /** The full document title, as the web sets it: '<screen> | StudyHub'. */
  title: string;
  description: string;
  /** The canonical absolute URL; none for a page that does not exist. */
  url?: string;
  type: 'website' | 'article' | 'product';
  /** Every page has one: the item's own preview PNG, or the site's (decision 30). */
  image: { url: string; alt: string; width?: number; height?: number };
  /** False adds noindex: private screens, sign-in-only quizzes, missing pages. */
  indexed: boolean;
  /** Blog posts: the date they were published (yyyy-mm-dd). */
  publishedOn?: string;
  /** Notes and projects: the price in whole rupees. */
  priceRupees?: number;
}

/** The catalog reads the pages need; the catalog modules own their tables. */
export interface SeoCatalog {
  notes: Pick<NotesRepository, 'listPublished' | 'findPublished'>;
  projects: Pick<ProjectsRepository, 'listPublished' | 'findPublished'>;
  blogs: Pick<BlogsRepository, 'listPublished' | 'findPublished'>;
  /** Whether a certificate has this id (revoked ones too: their page says they are revoked). */
  certificateExists: (id: string) => Promise<boolean>;
}

const linkPreviewSize = {
  width: cardImageSizes.linkPreview.width,
  height: cardImageSizes.linkPreview.height,
};

const fixedPages = new Map<string, SitePage>(
  Object.values(sitePages).map((page) => [page.path.toLowerCase(), page]),
);

/** Item routes of the table, with the kind of item each shows. */
const itemRoutes = [
  { pattern: /^\/notes\/([^/]+)$/i, kind: 'note' },
  { pattern: /^\/projects\/([^/]+)$/i, kind: 'project' },
  { pattern: /^\/blog\/([^/]+)$/i, kind: 'blog' },
  { pattern: /^\/certificates\/([^/]+)$/i, kind: 'certificate' },
] as const;

/** Link previews show PNG, JPEG, WebP or GIF; none of the big ones render an SVG. */
const previewableImage = /\.(png|jpe?g|webp|gif)(\?.*)?$/i;

/** The site's own link preview, for every page that has no item image of its own. */
export const sitePreviewImagePath = '/media/site-preview.png';

/**
 * Works out the title, description, canonical URL and preview of any path the web app serves,
 * from the route table and, for item pages, from the database.
 */
export function createPageHeads(options: {
  publicUrl: string;
  catalog: SeoCatalog;
  /** The 1200×630 PNG made from an uploaded card image, preferred over the card image. */
  linkPreviewImage?: (
    kind: 'notes' | 'projects' | 'blogs',
    slug: string,
  ) => Promise<string | undefined>;
}) {
  const { publicUrl, catalog } = options;
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);
  const siteImage: PageHead['image'] = {
    url: absolute(sitePreviewImagePath),
    alt: `${site.name}: notes, projects, question papers, courses and quizzes for students`,
    ...linkPreviewSize,
  };

  const notFoundHead = (screen = 'Page not found'): PageHead => ({
    status: 404,
    title: documentTitle(screen),
    description: 'The page you are looking for does not exist or has moved.',
    type: 'website',
    indexed: false,
    image: siteImage,
  });

  /**
   * A missing or hidden item on a route the table has: the app shows its own not-found panel
   * ('Note not found' and a way back), and the status is 404 (decision 30).
   */
  const missingItemHead = (message: string): PageHead => notFoundHead(message);

  /** The item's 1200×630 PNG; else its card image if crawlers can show it; else the site's. */
  async function image(
    kind: 'notes' | 'projects' | 'blogs',
    slug: string,
    card: string,
    alt: string,
  ): Promise<PageHead['image']> {
    const preview = await options.linkPreviewImage?.(kind, slug);
    if (preview) return { url: absolute(preview), alt, ...linkPreviewSize };
    return previewableImage.test(card) ? { url: absolute(card), alt } : siteImage;
  }

  async function itemHead(kind: (typeof itemRoutes)[number]['kind'], id: string) {
    // Slugs are short; anything longer is not one of ours and is not looked up.
    if (id.length > 200) return notFoundHead();
    switch (kind) {
      case 'note': {
        const note = await catalog.notes.findPublished(id);
        if (!note) return missingItemHead(notFoundMessages.note);
        return itemPage(`/notes/${note.id}`, note.name, note.about, 'product', {
          image: await image('notes', note.id, note.image, note.name),
          priceRupees: note.price,
        });
      }
      case 'project': {
        const project = await catalog.projects.findPublished(id);
        if (!project) return missingItemHead(notFoundMessages.project);
        return itemPage(`/projects/${project.id}`, project.name, project.about, 'product', {
          image: await image('projects', project.id, project.image, project.name),
          priceRupees: project.price,
        });
      }
      case 'blog': {
        const blog = await catalog.blogs.findPublished(id);
        if (!blog) return missingItemHead(notFoundMessages.blog);
        return itemPage(`/blog/${blog.id}`, blog.title, blog.intro || blog.title, 'article', {
          image: await image('blogs', blog.id, blog.image, blog.title),
          publishedOn: blog.date,
        });
      }
      case 'certificate':
        if (!(await catalog.certificateExists(id))) return notFoundHead('Certificate not found');
        // A certificate carries a person's name: shareable by its link, kept out of search.
        return {
          status: 200,
          title: documentTitle('Certificate'),
          description: `Verify a ${site.name} quiz certificate by its id.`,
          url: absolute(`/certificates/${encodeURIComponent(id)}`),
          type: 'website',
          indexed: false,
          image: siteImage,
        } satisfies PageHead;
    }
  }

  function itemPage(
    path: string,
    name: string,
    summary: string,
    type: PageHead['type'],
    extra: Pick<PageHead, 'image'> & Partial<Pick<PageHead, 'publishedOn' | 'priceRupees'>>,
  ): PageHead {
    return {
      status: 200,
      title: documentTitle(name),
      description: clampDescription(summary.replace(/\s+/g, ' ').trim()),
      url: absolute(path),
      type,
      indexed: true,
      ...extra,
    };
  }

  return {
    async forPath(rawPath: string): Promise<PageHead> {
      let path: string;
      try {
        path = decodeURIComponent(rawPath.split('?')[0] ?? '/');
      } catch {
        return notFoundHead();
      }
      if (path.length > 1) path = path.replace(/\/+$/, '');
      const page = fixedPages.get(path.toLowerCase());
      if (page) {
        return {
          status: 200,
          title: documentTitle(page.title),
          description: clampDescription(page.description),
          url: absolute(page.path),
          type: 'website',
          indexed: page.indexed,
          image: siteImage,
        };
      }
      for (const route of itemRoutes) {
        const match = route.pattern.exec(path);
        if (match?.[1]) return itemHead(route.kind, match[1]);
      }
      return notFoundHead();
    },

    /** Every public page and published item, for /sitemap.xml. */
    async sitemapEntries(): Promise<{ url: string; lastModified?: string }[]> {
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
    },
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;
