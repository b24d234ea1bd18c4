import { transcode } from 'node:buffer';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { type ErrorResponse, errorCodes } from '@studyhub/contract/api';
import type { User } from '@studyhub/contract/auth';
import type { FormResult } from '@studyhub/contract/forms';
import type { PageHead } from '@studyhub/contract/page-head';
import { documentTitle } from '@studyhub/contract/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CatalogStamp, isCatalogAnswer } from '../lib/cached-json.ts';
import { escapeHtml } from '../modules/seo/head-tags.ts';
import { sessionCookieHeader } from './auth.ts';
import { byAddress, type Window } from './rate-limit.ts';

const immutable = 'public, max-age=31536000, immutable';

/** A form posted without the script: the page to render with its outcome, and the status. */
export interface FormPage {
  url: string;
  status: number;
  result: FormResult;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Renders the form's page with its outcome: the error and what was typed, or what was done (decision 35). */
    sendFormPage(formPage: FormPage): Promise<FastifyReply>;
    /**
     * A page of the server's own words, in the site's look and without script, with the status
     * already set: a refused download link followed in the browser (errors.ts). Plain text when
     * the web app is not built.
     */
    sendNotice(notice: Notice): FastifyReply;
  }
}

/** The page's markup inside #root and the JSON data it was drawn with (web/src/entry-server.tsx). */
export interface RenderedPage {
  html: string;
  data: string;
  /** The API calls the rendering made and what they answered. */
  answers: { path: string; status: number; body: string; fromCatalog?: unknown }[];
  /** The page sends the browser elsewhere (a visitor on a signed-in page). */
  redirect?: string;
  /** What the page's route says of it: its status, title, description and preview. */
  head: PageHead;
  /** Queries the page asked for that its route does not load (logged: the route table misses them). */
  notLoaded: string[];
}

/**
 * Answers an API GET in-process: as a visitor, or with a signed-in student's session cookie; and
 * whether the catalog cache gave the answer.
 */
type ApiAnswer = (
  path: string,
  cookie?: string,
) => Promise<{ status: number; body: string; fromCatalog: boolean }>;

/** The catalog cache's marks (lib/cached-json.ts): whether its answers changed since a stamp. */
export interface CatalogFreshness {
  stamp(): CatalogStamp;
  isCurrent(stamp: CatalogStamp): boolean;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encoding of a page's HTML a browser takes: brotli, else gzip, else none. */
function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, weight]) => weight?.trim() !== 'q=0')
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * The brotli window for a page of this many bytes: the smallest that holds the whole page, which
 * compresses as well as brotli's default 4 MiB window (within a few bytes either way on the site's
 * pages: 8,784 for the signed-in notes list with both). Each compressor sets up its window and
 * tables at the window's size, for every page: with the default, ten signed-in notes lists
 * compressed at once cost 2.7 ms of CPU each, 0.4 ms of it on the event loop (setting up and
 * freeing megabytes); with their 128 KiB window, 1.0 ms and 0.06 ms.
 */
function brotliWindowBits(bytes: number): number {
  // Brotli's window holds 16 bytes less than its power of two.
  const fits = Math.ceil(Math.log2(bytes + 16));
  return Math.min(
    Math.max(fits, zlibConstants.BROTLI_MIN_WINDOW_BITS),
    zlibConstants.BROTLI_DEFAULT_WINDOW,
  );
}

// A page's UTF-16 on its way to UTF-8 (below). Pages are turned into bytes one at a time, so one
// buffer takes each in turn instead of a new one per page (140 KB for the notes list); a page of
// over 1 MiB gets one of its own.
const maxUtf16Scratch = 1024 * 1024;
let utf16Scratch = Buffer.alloc(0);

/**
 * A page's HTML as UTF-8 bytes. A page with any character beyond Latin-1 in it (the rupee sign of
 * every price) is a two-byte string in V8, which `Buffer.from` encodes one character at a time,
 * after a first pass to measure it: for the signed-in notes list, a sixth of the event loop's
 * instructions. The string's UTF-16 is a plain copy, and `transcode` turns it into UTF-8 with
 * SIMD: 20 µs instead of 176 µs for that page, and the same bytes. It refuses a lone surrogate
 * (which `Buffer.from` writes as U+FFFD): such a page takes the slow way.
 */
function utf8(html: string): Buffer {
  const utf16Length = html.length * 2;
  if (utf16Length > utf16Scratch.length && utf16Length <= maxUtf16Scratch) {
    utf16Scratch = Buffer.allocUnsafe(utf16Length);
  }
  const utf16 = utf16Length <= utf16Scratch.length ? utf16Scratch : Buffer.allocUnsafe(utf16Length);
  utf16.write(html, 'utf16le');
  try {
    return transcode(utf16.subarray(0, utf16Length), 'utf16le', 'utf8');
  } catch {
    return Buffer.from(html);
  }
}

/**
 * A page's HTML compressed for the browser: a page of cards is 70 KB of markup and about 8 KB
 * compressed, which a phone on a slow connection gets 300 ms sooner. A visitor's page is
 * compressed once and kept (the page cache's `sent`), at brotli quality 5; a signed-in student's
 * is compressed for each request, at quality 4: 1.0 ms instead of 1.4 ms for the notes list, for
 * 7% more bytes (8.8 KB against 8.2 KB).
 */
function compressPage(bytes: Buffer, encoding: 'br' | 'gzip', kept: boolean): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: kept ? 5 : 4,
          [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes.length),
        },
      })
    : gzipped(bytes, { level: 6 });
}

// Pages kept for the next visitor; searches make the addresses open-ended, so the oldest goes.
const maxKeptPages = 100;
const digest = (body: string | Buffer) => createHash('sha1').update(body).digest('base64url');

/** A page as last sent for one build of index.html and one encoding: its tag and its bytes. */
interface SentPage {
  etag: string;
  body: Buffer;
}

/** A visitor's page kept for the next visitor, with what it was rendered from. */
interface KeptPage {
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
function createPageCache(answer: ApiAnswer, catalog: CatalogFreshness | undefined) {
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

/** A catalog answer as the renderer last got it, with the catalog's mark from just before. */
interface KnownAnswer {
  answer: Awaited<ReturnType<ApiAnswer>>;
  stamp: CatalogStamp;
}

// Catalog answers kept for the renderer; searches make the addresses open-ended: the oldest goes.
const maxKnownAnswers = 200;

/**
 * The renderer's API calls, with the catalog cache's answers given again from here while the
 * catalog is unchanged (`catalog.isCurrent`, the page cache's own rule). Those answers are public:
 * the same for every student and for visitors (browsers and proxies may share them too). A
 * signed-in student's page is still drawn for that student alone, from current data, without
 * asking the API in-process again for what it would answer the same. Each such call goes through
 * Fastify's inject (every hook, the session looked up again from the cookie, the headers, the
 * log): the notes list makes two, which were a tenth of the event loop's time for that page.
 */
function rememberCatalogAnswers(
  answer: ApiAnswer,
  catalog: CatalogFreshness | undefined,
): ApiAnswer {
  if (!catalog) return answer;
  const known = new Map<string, KnownAnswer>();
  return async (path, cookie) => {
    const found = known.get(path);
    if (found && catalog.isCurrent(found.stamp)) return found.answer;
    // Taken before the API is asked: a change while it answers makes the answer stale at once.
    const stamp = catalog.stamp();
    const answered = await answer(path, cookie);
    known.delete(path);
    if (answered.fromCatalog) {
      known.set(path, { answer: answered, stamp });
      if (known.size > maxKnownAnswers) {
        const oldest = known.keys().next().value;
        if (oldest !== undefined) known.delete(oldest);
      }
    }
    return answered;
  };
}

/** What web/dist/ssr/entry-server.js exports. */
interface PageRenderer {
  setUpRenderer(setup: { answer: ApiAnswer; testPayments: boolean }): void;
  /** The search parameters the page at this path reads, in its route's order (decision 55). */
  pageSearch(pathname: string): readonly string[];
  renderPage(
    path: string,
    session?: { user: User; cookie: string },
    formResult?: FormResult,
  ): Promise<RenderedPage>;
}

export interface StaticWebOptions {
  root: string;
  /**
   * The head tags of a page from its route's head, or the site's own for a page the server could
   * not render; without it, index.html is sent as built.
   */
  headTags?: (head: PageHead | undefined) => string;
  /** The site takes test payments only: server-rendered pages carry the banner that says so. */
  testPayments?: boolean;
  /** The catalog cache, whose answers the visitor page cache trusts while they are current. */
  catalog?: CatalogFreshness;
  /** Pages one client address may have rendered a minute (kept pages are not counted); 0 for no limit. */
  rendersPerMinute?: number;
}

/**
 * index.html as built, cut where each page puts in its own parts: the head's title and description
 * (each page has its own), and the inside of #root (the page drawn on the server, then its data).
 * Read again when the file changes (looked at once a second), so a rebuild needs no restart.
 */
/** How often index.html is looked at for a rebuild. */
const templateCheckMs = 1000;

function indexTemplate(file: string) {
  let loaded:
    | {
        mtimeMs: number;
        parts: [string, string, string];
        /** The site's stylesheets, the end of the head and the body up to #root: no script. */
        noticeHead: string;
      }
    | undefined;
  let checkedAt = 0;
  const current = () => {
    // A rebuild shows within a second; a page sent from the page cache costs no look at the disk.
    const now = Date.now();
    if (loaded && now - checkedAt < templateCheckMs) return loaded;
    checkedAt = now;
    // While a rebuild replaces the file, the copy already read keeps serving.
    const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : (loaded?.mtimeMs ?? 0);
    if (loaded?.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8').replace(/\s*<meta\s+name="description"[^>]*>/i, '');
      const title = /<title>[\s\S]*?<\/title>/i.exec(html);
      const at = title ? title.index : Math.max(html.indexOf('</head>'), 0);
      const afterHead = html.slice(title ? at + title[0].length : at);
      const root = afterHead.indexOf(rootElement) + rootElement.length;
      const headEnd = Math.max(afterHead.indexOf('</head>'), 0);
      const stylesheets = afterHead
        .slice(0, headEnd)
        .match(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi);
      loaded = {
        mtimeMs,
        parts: [html.slice(0, at), afterHead.slice(0, root), afterHead.slice(root)],
        noticeHead: `${(stylesheets ?? []).join('')}${afterHead.slice(headEnd, root)}`,
      };
    }
    return loaded;
  };
  return {
    /** Which build of index.html is served now (pages sent from another are made again). */
    version: () => current().mtimeMs,
    render(tags: string, page: RenderedPage | undefined): string {
      const [head, body, end] = current().parts;
      if (!page) return `${head}${tags}${body}${end}`;
      const data = `<script type="application/json" id="page-data">${page.data}</script>`;
      return `${head}${tags}${body}${page.html}${end.replace('</body>', `${data}</body>`)}`;
    },
    /**
     * A page of the server's own words, in the site's look, that runs no script. Its words are
     * escaped here; the link goes to the home page unless another is given.
     */
    notice({ title, message, link = homeLink }: Notice): string {
      const { parts, noticeHead } = current();
      return `${parts[0]}<title>${documentTitle(escapeHtml(title))}</title><meta name="robots" content="noindex" />${noticeHead}<main class="mx-auto w-full max-w-3xl px-4 py-16 text-center sm:py-24"><h1 class="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">${escapeHtml(title)}</h1><p class="mt-3 text-slate-700">${escapeHtml(message)}</p><a href="${escapeHtml(link.href)}" class="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">${escapeHtml(link.label)}</a></main>${parts[2]}`;
    },
  };
}

const rootElement = '<div id="root">';

/** What a notice page says, and the one link it offers. */
export interface Notice {
  title: string;
  message: string;
  link?: { href: string; label: string };
}

const homeLink = { href: '/', label: 'Go to the home page' };

/**
 * The server-side renderer from the web build (dist/ssr), its API calls answered in-process. A
 * build without it, or one that fails to load, serves pages the browser draws itself.
 */
async function loadRenderer(
  app: FastifyInstance,
  root: string,
  answer: ApiAnswer,
  testPayments: boolean,
): Promise<PageRenderer | undefined> {
  const file = path.join(root, 'ssr/entry-server.js');
  if (!existsSync(file)) {
    app.log.warn({ file }, 'the web build has no server renderer; pages are drawn in the browser');
    return undefined;
  }
  try {
    const renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
    renderer.setUpRenderer({ answer, testPayments });
    return { ...renderer, pageSearch: rememberPageSearch(renderer.pageSearch) };
  } catch (error) {
    app.log.error(
      { err: error, file },
      'the server renderer did not load; pages are drawn in the browser',
    );
    return undefined;
  }
}

/** A path that names a file (an extension in its last segment) is never a client route. */
const looksLikeFile = (url: string) => /\.[A-Za-z0-9]+$/.test(url.split('?')[0] ?? '');

/**
 * The address a visitor's page is rendered from and kept under (decision 55): its path and only
 * the search parameters its route reads, in the route's order, empty ones left out. Any other
 * parameter (`utm_source`, `fbclid`, `?x=` made up to miss the cache) finds the same kept page,
 * and a page never carries one a visitor added.
 */
function keptAddress(url: string, renderer: PageRenderer): string {
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

// Paths whose search is remembered; paths are open-ended (/notes/<any id>), so the oldest goes.
const maxRememberedPaths = 1000;

/**
 * The renderer's `pageSearch`, remembered for each path: matching a path walks the whole route
 * table (React Router ranks every route on each match), which made a page asked for with a
 * made-up parameter cost 0.8 ms more than the kept page it is sent.
 */
function rememberPageSearch(pageSearch: PageRenderer['pageSearch']): PageRenderer['pageSearch'] {
  const known = new Map<string, readonly string[]>();
  return (pathname) => {
    const found = known.get(pathname);
    if (found) return found;
    const search = pageSearch(pathname);
    if (known.size >= maxRememberedPaths) known.delete(known.keys().next().value ?? '');
    known.set(pathname, search);
    return search;
  };
}

/** The renders of one address are counted in windows of a minute (decision 55). */
const renderWindowMs = 60_000;

/**
 * Counts the render a request is about to cause against its address's budget (decision 55), shared
 * by every process through the counters (Redis when set), and gives the seconds to wait once the
 * minute's budget is spent. A client on the server's own machine is not counted: the benches and
 * tests, and every client of a proxy that TRUST_PROXY does not name, all come from it.
 */
async function renderWait(request: FastifyRequest, perMinute: number): Promise<number | undefined> {
  const address = byAddress(request);
  if (perMinute === 0 || request.ip === '::1' || address.startsWith('127.')) return undefined;
  let window: Window;
  try {
    window = await request.server.counters.hit(
      `page-renders-per-address:${address}`,
      renderWindowMs,
    );
  } catch (error) {
    // The budget guards the server's time, not an account: pages are rendered while it cannot count.
    request.log.warn({ err: error }, 'page renders not counted: the counters are not answering');
    return undefined;
  }
  if (window.count <= perMinute) return undefined;
  const seconds = Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
  // One line a window, not one for each page refused to a flood.
  if (window.count === perMinute + 1) {
    request.log.warn({ address, perMinute, retryAfterSeconds: seconds }, 'page renders refused');
  }
  return seconds;
}

/** The answer to an address past its renders (decision 55): what to do, in the site's words. */
function waitMessage(seconds: number): string {
  const wait = seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `Too many pages were asked for from your network. Please wait ${wait} and try again.`;
}

/**
 * Serves the built web app: hashed files under /assets are cached for a year, everything else
 * is revalidated on every visit. Files are precompressed at build time. Any other non-API GET
 * gets index.html so client routes survive a reload, with the page's own title, description,
 * canonical URL and link-preview tags put in for crawlers that run no script. A path outside
 * the route table answers 404 with the app's not-found screen.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, options: StaticWebOptions) => {
  const indexFile = path.join(options.root, 'index.html');
  const hasBuild = existsSync(indexFile);

  if (hasBuild) {
    const template = indexTemplate(indexFile);
    // The API as a signed-out visitor's browser would call it, answered inside this process.
    const answerApi: ApiAnswer = async (url, cookie) => {
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
      });
      return {
        status: answer.statusCode,
        body: answer.body,
        fromCatalog: isCatalogAnswer(answer.headers),
      };
    };
    // Loaded while the server starts; the first page waits for it if it is not there yet.
    const renderer = loadRenderer(
      app,
      options.root,
      rememberCatalogAnswers(answerApi, options.catalog),
      options.testPayments ?? false,
    );
    const keptPages = createPageCache(answerApi, options.catalog);
    // The hashed files under /assets, kept a year; any file that appears there after a rebuild
    // is served at once.
    await app.register(fastifyStatic, {
      root: path.join(options.root, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      index: false,
      setHeaders: (response) => response.header('cache-control', immutable),
    });
    // The few files beside index.html (the favicon), found when the server starts: a page's
    // address then never costs a look on disk (a wildcard would look for a file first).
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      decorateReply: false,
      // The render code is the server's, not the site's; index.html is served as the pages.
      globIgnore: ['ssr/**', 'assets/**', 'index.html', '*.br', '*.gz'],
      preCompressed: true,
      index: false,
      setHeaders: (response) => response.header('cache-control', 'no-cache'),
    });

    const { headTags } = options;
    const rendersPerMinute = options.rendersPerMinute ?? 0;
    /**
     * The page for this request: rendered for it, or a visitor's kept from an earlier one; or the
     * seconds to wait when its address has had its renders for the minute.
     */
    const pageFor = async (
      request: FastifyRequest,
      url: string,
      session: ReturnType<typeof signedInSession>,
      formResult: FormResult | undefined,
    ): Promise<{ page: RenderedPage; kept?: KeptPage } | { wait: number } | undefined> => {
      const pageRenderer = await renderer;
      if (!pageRenderer) return undefined;
      try {
        // A form's outcome is rendered for its request alone, uncounted: the form has its own limits.
        if (formResult) return { page: await pageRenderer.renderPage(url, session, formResult) };
        const address = session ? url : keptAddress(url, pageRenderer);
        const kept = session ? undefined : await keptPages.get(address);
        if (kept) return { page: kept.page, kept };
        const wait = await renderWait(request, rendersPerMinute);
        if (wait !== undefined) return { wait };
        // A signed-in student's page is rendered for this request alone, from its own address.
        if (session) return { page: await pageRenderer.renderPage(url, session) };
        const stamp = keptPages.stamp();
        const page = await pageRenderer.renderPage(address);
        if (page.notLoaded.length > 0) {
          request.log.warn(
            { url, queries: page.notLoaded },
            'the page asked for data its route does not load (web/src/app/router.tsx)',
          );
        }
        const keptNow = keptPages.keep(address, page, stamp);
        return keptNow ? { page, kept: keptNow } : { page };
      } catch (error) {
        // The browser can still render the page; the visitor gets it a moment later.
        request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
        return undefined;
      }
    };
    /**
     * The page for this request as UTF-8 bytes, or a visitor's kept page as sent before for this
     * build and encoding (the key it is kept under, `sentKey`). A function of its own so that
     * nothing of the rendered page outlives it while the bytes are compressed: the markup is a
     * string of thousands of pieces, and when sendPage held it, a heap snapshot under the
     * signed-in load found ten pages' worth (37,000 pieces, 1.8 MB) waiting on the compressor,
     * kept through the young generation's collections.
     */
    const pageToSend = async (
      request: FastifyRequest,
      session: ReturnType<typeof signedInSession>,
      formPage: FormPage | undefined,
      tags: NonNullable<StaticWebOptions['headTags']>,
      encoding: 'br' | 'gzip' | undefined,
    ): Promise<
      | { redirect: string }
      | { wait: number }
      | { status: number; kept: KeptPage | undefined; sentKey: string; sent: SentPage }
      | { status: number; kept: KeptPage | undefined; sentKey: string; bytes: Buffer }
    > => {
      const url = formPage?.url ?? request.url;
      const found = await pageFor(request, url, session, formPage?.result);
      if (found && 'wait' in found) return found;
      const page = found?.page;
      if (page?.redirect) return { redirect: page.redirect };
      const status = formPage?.status ?? page?.head.status ?? 200;
      const kept = found?.kept;
      // A visitor's kept page is put together and compressed once per build and encoding.
      const sentKey = `${template.version()} ${encoding ?? 'identity'}`;
      const sent = kept?.sent.get(sentKey);
      if (sent) return { status, kept, sentKey, sent };
      return { status, kept, sentKey, bytes: utf8(template.render(tags(page?.head), page)) };
    };
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, formPage?: FormPage) => {
      if (!headTags) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', options.root);
      }
      const session = signedInSession(request);
      const encoding = pageEncoding(request.headers['accept-encoding']);
      const ready = await pageToSend(request, session, formPage, headTags, encoding);
      if ('redirect' in ready) {
        return reply.header('cache-control', 'no-store').redirect(ready.redirect, 303);
      }
      if ('wait' in ready) {
        return reply
          .code(429)
          .header('retry-after', String(ready.wait))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(template.notice({ title: 'Please wait', message: waitMessage(ready.wait) }));
      }
      const { status, kept, sentKey } = ready;
      const personal = session !== undefined || formPage !== undefined;
      let sent: SentPage;
      if ('sent' in ready) sent = ready.sent;
      else {
        const body = encoding
          ? await compressPage(ready.bytes, encoding, kept !== undefined)
          : ready.bytes;
        // The tag of the bytes sent (a tenth of the page's when compressed, which compresses the
        // same way every time): each encoding is a representation of its own (RFC 9110, 8.8.3).
        sent = { etag: `"${digest(body)}${encoding ? `-${encoding}` : ''}"`, body };
        if (kept) {
          // Forms from an earlier build are never sent again.
          if (kept.sent.size >= 3) kept.sent.clear();
          kept.sent.set(sentKey, sent);
        }
      }
      reply
        .code(status)
        .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
        .header('etag', sent.etag)
        // The same address is a visitor's page or a signed-in student's, by the session cookie.
        .header('vary', 'accept-encoding, cookie')
        .type('text/html; charset=utf-8');
      const ifNoneMatch = request.headers['if-none-match'];
      if (
        !formPage &&
        status === 200 &&
        ifNoneMatch?.split(',').some((tag) => tag.trim() === sent.etag)
      ) {
        return reply.code(304).send();
      }
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(sent.body);
    };

    app.decorateReply('sendFormPage', function (this: FastifyReply, formPage: FormPage) {
      return sendPage(this.request, this, formPage);
    });
    app.decorateReply('sendNotice', function (this: FastifyReply, notice: Notice) {
      return this.header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(template.notice(notice));
    });
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));
    // The raw file would carry the build's generic title; the home page is at /.
    app.get('/index.html', { schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/', 301),
    );

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isApi && isPage && !looksLikeFile(request.url)) return sendPage(request, reply);
      return sendNotFound(request, reply, isApi);
    });
  } else {
    app.log.warn({ root: options.root }, 'web app is not built; only the API is served');
    app.decorateReply('sendFormPage', async function (this: FastifyReply, formPage: FormPage) {
      const body: ErrorResponse = {
        success: false,
        code: errorCodes.validation,
        message: formPage.result.error?.message ?? 'Done.',
      };
      return this.code(formPage.status).send(body);
    });
    app.decorateReply('sendNotice', function (this: FastifyReply, notice: Notice) {
      return this.header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`${notice.title}\n\n${notice.message}\n`);
    });
    app.setNotFoundHandler((request, reply) =>
      sendNotFound(request, reply, request.url === '/api' || request.url.startsWith('/api/')),
    );
  }
});

/** The student a page request is signed in as through the session cookie (decision 44). */
function signedInSession(request: FastifyRequest): { user: User; cookie: string } | undefined {
  const cookie = sessionCookieHeader(request);
  if (!request.session || request.sessionFrom !== 'cookie' || !cookie) return undefined;
  return { user: request.session.user, cookie };
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply, isApi: boolean) {
  const body: ErrorResponse = {
    success: false,
    code: errorCodes.notFound,
    message: isApi
      ? `No API route matches ${request.method} ${request.url.split('?')[0]}.`
      : 'Page not found.',
  };
  return reply.code(404).send(body);
}
