import type { FastifyInstance } from 'fastify';
import { renderRobots, renderSitemap } from './head-tags.ts';
import type { SitemapEntries } from './sitemap.ts';

/** Crawlers may keep these a little while; a hidden item leaves the sitemap within minutes. */
const crawlerCacheControl = 'public, max-age=300';

/** /sitemap.xml and /robots.txt, at the site's root where crawlers look for them. */
export async function seoRoutes(
  app: FastifyInstance,
  options: { sitemapEntries: SitemapEntries; publicUrl: string },
) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = renderSitemap(await options.sitemapEntries());
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', crawlerCacheControl)
      .send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', crawlerCacheControl)
      .send(renderRobots(options.publicUrl)),
  );
}
