import { cardImageSizes } from './constants.ts';
import { clampDescription, documentTitle, type SitePage, site } from './site-content.ts';

/**
 * What a page says about itself before any script runs: the status it answers with, its title,
 * description, canonical path and link preview. Each route of the web app declares it next to
 * itself (web/src/app/router.tsx); the server renders it into the head of the page it sends
 * (server/src/modules/seo/head-tags.ts). Zod-free: the web's first load carries it.
 */
export interface PageHead {
  /** 404 for an address that matches no route, or an item that does not exist (decision 30). */
  status: 200 | 404;
  /** The full document title: '<screen> | StudyHub'. */
  title: string;
  description: string;
  /** The canonical path (`/notes/dbms-notes`); none for a page that does not exist. */
  path?: string;
  type: 'website' | 'article' | 'product';
  /** False adds noindex: private screens, sign-in-only quizzes, missing pages. */
  indexed: boolean;
  /** The page's own link preview (an item's); without one, the server shows the site's. */
  image?: { path: string; alt: string; width?: number; height?: number };
  /** Blog posts: the date they were published (yyyy-mm-dd). */
  publishedOn?: string;
  /** Notes and projects: the price in whole rupees. */
  priceRupees?: number;
}

/** The head of one of the site's fixed pages (contract/site-content.ts `sitePages`). */
export function fixedPageHead(page: SitePage): PageHead {
  return {
    status: 200,
    title: documentTitle(page.title),
    description: clampDescription(page.description),
    path: page.path,
    type: 'website',
    indexed: page.indexed,
  };
}

/** A screen only for the signed-in or for operators: named, never indexed, no canonical. */
export function privatePageHead(screen: string): PageHead {
  return {
    status: 200,
    title: documentTitle(screen),
    description: `${site.name}: ${screen}.`,
    type: 'website',
    indexed: false,
  };
}

/** An address with nothing behind it: 404 with the not-found screen's title (decision 30). */
export function notFoundHead(screen = 'Page not found'): PageHead {
  return {
    status: 404,
    title: documentTitle(screen),
    description: 'The page you are looking for does not exist or has moved.',
    type: 'website',
    indexed: false,
  };
}

/** A note, project or blog post: its own name and summary, cut to what search engines show. */
export function itemPageHead(
  path: string,
  name: string,
  summary: string,
  type: PageHead['type'],
  extra: Pick<PageHead, 'image' | 'publishedOn' | 'priceRupees'>,
): PageHead {
  return {
    status: 200,
    title: documentTitle(name),
    description: clampDescription(summary.replace(/\s+/g, ' ').trim()),
    path,
    type,
    indexed: true,
    ...extra,
  };
}

/** Link previews show PNG, JPEG, WebP or GIF; none of the big ones render an SVG. */
const previewableImage = /\.(png|jpe?g|webp|gif)(\?.*)?$/i;

/**
 * An item's link preview: the 1200×630 PNG made from its card image when there is one, else the
 * card image if link previews can show it, else none (the site's own then).
 */
export function itemPreviewImage(
  item: { image: string; imageLinkPreview: string | null },
  alt: string,
): PageHead['image'] {
  if (item.imageLinkPreview) {
    return { path: item.imageLinkPreview, alt, ...cardImageSizes.linkPreview };
  }
  return previewableImage.test(item.image) ? { path: item.image, alt } : undefined;
}
