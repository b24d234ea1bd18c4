import { createHash } from 'node:crypto';
import type { CatalogStamp } from '../../lib/cached-json.ts';
import type { ApiAnswer, CatalogFreshness, PageRenderer, RenderedPage } from './page-renderer.ts';

// Pages kept for the next visitor; searches make the addresses open-ended, so the oldest goes.
const maxKeptPages = 100;

/** A digest of an answer a kept page was rendered from, or of a page's bytes (its ETag). */
export const digest = (body: string | Buffer) =>
  createHash('sha1').update(body).digest('base64url');

/** A page as last sent for one build of index.html and one encoding: its tag and its bytes. */
export interface SentPage {
  etag: string;
  body: Buffer;
}

/** A visitor's page kept for the next visitor, with what it was rendered from. */
export interface KeptPage {
  page: RenderedPage;
  /** Each API answer the page was rendered from: where, its status and a digest of its body. */
  renderedFrom: { path: string; status: number; digest: string; fromCatalog: boolean }[];
  /** The catalog as it was when the page was rendered (or last found unchanged). */
  stamp: CatalogStamp | undefined;
  /** The page as sent, by build and encoding: sent again with no work at all. */
  sent: Map<string, SentPage>;
}

/**
 * The pages rendered for visitors, each kept with a digest of every API answer it was rendered
 * from. A page is sent again only while the API would give those very answers: answers from the
 * catalog cache are as current as that cache (`catalog.isCurrent`: nothing changed since, on any
 * process), and the others are asked again in-process on each visit. Content an operator changed
 * shows at once, on every process.
 */
export function createPageCache(answer: ApiAnswer, catalog: CatalogFreshness | undefined) {
  const pages = new Map<string, KeptPage>();

  /** Whether the page would be rendered the same now; renews its stamp when it would. */
  async function stillCurrent(kept: KeptPage): Promise<boolean> {
    const catalogCurrent = kept.stamp !== undefined && catalog?.isCurrent(kept.stamp) === true;
    const asked = kept.renderedFrom.filter(({ fromCatalog }) => !(fromCatalog && catalogCurrent));
    if (asked.length === 0) return true;
    // Taken before the answers are asked again: a change while they are is not missed.
    const stamp = catalogCurrent ? kept.stamp : catalog?.stamp();
    const now = await Promise.all(asked.map(({ path }) => answer(path)));
    const same = asked.every(
      (was, index) => now[index]?.status === was.status && digest(now[index].body) === was.digest,
    );
    if (same) kept.stamp = stamp;
    return same;
  }

  return {
    /** A mark of the catalog now, taken before a page is rendered (catalog changes race it). */
    stamp: () => catalog?.stamp(),
    async get(url: string): Promise<KeptPage | undefined> {
      const kept = pages.get(url);
      if (!kept) return undefined;
      const current = await stillCurrent(kept);
      pages.delete(url);
      if (!current) return undefined;
      pages.set(url, kept);
      return kept;
    },
    keep(url: string, page: RenderedPage, stamp: CatalogStamp | undefined): KeptPage | undefined {
      // A page rendered while an answer failed is rendered again next time; a redirect is not a page.
      if (page.redirect || page.answers.some(({ status }) => status !== 200)) return undefined;
      const renderedFrom = page.answers.map(({ path, status, body, fromCatalog }) => ({
        path,
        status,
        digest: digest(body),
        fromCatalog: fromCatalog === true,
      }));
      const kept = { page: { ...page, answers: [] }, renderedFrom, stamp, sent: new Map() };
      pages.delete(url);
      pages.set(url, kept);
      if (pages.size > maxKeptPages) {
        const oldest = pages.keys().next().value;
        if (oldest !== undefined) pages.delete(oldest);
      }
      return kept;
    },
  };
}

/**
 * The address a visitor's page is rendered from and kept under (decision 55): its path and only
 * the search parameters its route reads, in the route's order, empty ones left out. Any other
 * parameter (`utm_source`, `fbclid`, `?x=` made up to miss the cache) finds the same kept page,
 * and a page never carries one a visitor added.
 */
export function keptAddress(url: string, renderer: PageRenderer): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const pathname = url.slice(0, at);
  const given = new URLSearchParams(url.slice(at + 1));
  const read = new URLSearchParams();
  for (const name of renderer.pageSearch(pathname)) {
    const value = given.get(name);
    if (value) read.set(name, value);
  }
  const search = read.toString();
  return search ? `${pathname}?${search}` : pathname;
}
