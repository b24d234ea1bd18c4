import { cardImageSizes } from '@studyhub/contract/constants';
import type { PageHead } from '@studyhub/contract/page-head';
import { clampDescription, site, sitePages } from '@studyhub/contract/site';

/** Text made safe for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The site's own link preview, for every page that has no item image of its own. */
export const sitePreviewImagePath = '/media/site-preview.png';

/** A head the web build could not give (no server renderer, or it failed): the site's own. */
const siteHead: PageHead = {
  status: 200,
  title: `${site.name} – Notes, Projects, Papers and Quizzes for Students`,
  description: clampDescription(sitePages.home.description),
  type: 'website',
  indexed: false,
};

/**
 * The head tags of one page from its route's head (web/src/app/router.tsx): title, description,
 * canonical link, robots, Open Graph and Twitter card, with absolute addresses. Only title, meta
 * and link elements, every value escaped: the page's CSP allows no inline script, and nothing
 * here needs one.
 */
export function createHeadTags(publicUrl: string) {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);
  const siteImage = {
    path: sitePreviewImagePath,
    alt: `${site.name}: notes, projects, question papers, courses and quizzes for students`,
    ...cardImageSizes.linkPreview,
  };
  return (head: PageHead = siteHead): string => {
    const url = head.path === undefined ? undefined : absolute(head.path);
    const image = head.image ?? siteImage;
    const imageUrl = absolute(image.path);
    const tags = [
      `<title>${escapeHtml(head.title)}</title>`,
      meta('name', 'description', head.description),
    ];
    if (url) tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    if (!head.indexed) tags.push(meta('name', 'robots', 'noindex'));
    tags.push(
      meta('property', 'og:site_name', site.name),
      meta('property', 'og:locale', site.locale),
      meta('property', 'og:type', head.type),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
    );
    if (url) tags.push(meta('property', 'og:url', url));
    tags.push(meta('property', 'og:image', imageUrl));
    if (image.width && image.height) {
      tags.push(
        meta('property', 'og:image:width', String(image.width)),
        meta('property', 'og:image:height', String(image.height)),
      );
    }
    tags.push(meta('property', 'og:image:alt', image.alt));
    if (head.publishedOn) tags.push(meta('property', 'article:published_time', head.publishedOn));
    if (head.priceRupees !== undefined) {
      tags.push(
        meta('property', 'product:price:amount', String(head.priceRupees)),
        meta('property', 'product:price:currency', 'INR'),
      );
    }
    tags.push(
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
      meta('name', 'twitter:image', imageUrl),
      meta('name', 'twitter:image:alt', image.alt),
    );
    return tags.join('\n    ');
  };
}

/** /sitemap.xml in the sitemaps.org format. */
export function renderSitemap(entries: { url: string; lastModified?: string }[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeHtml(entry.url)}</loc>${
        entry.lastModified ? `<lastmod>${escapeHtml(entry.lastModified)}</lastmod>` : ''
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/** Keeps crawlers to the public pages and points them at the sitemap. */
export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api',
    'Disallow: /user',
    'Disallow: /dashboard',
    'Disallow: /admin',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
