import { site } from '@studyhub/contract/site';
import type { PageHead } from './page-heads.ts';

/** Text made safe for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The head tags of one page: title, description, canonical link, robots, Open Graph and Twitter
 * card. Only title, meta and link elements, every value escaped: the page's CSP allows no inline
 * script, and nothing here needs one.
 */
export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.url) tags.push(`<link rel="canonical" href="${escapeHtml(head.url)}" />`);
  if (!head.indexed) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', site.locale),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.url) tags.push(meta('property', 'og:url', head.url));
  tags.push(meta('property', 'og:image', head.image.url));
  if (head.image.width && head.image.height) {
    tags.push(
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
    );
  }
  tags.push(meta('property', 'og:image:alt', head.image.alt));
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
  );
  tags.push(
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
  );
  return tags.join('\n    ');
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
