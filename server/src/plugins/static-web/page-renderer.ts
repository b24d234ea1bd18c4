import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { User } from '@studyhub/contract/auth';
import type { FormResult } from '@studyhub/contract/forms';
import type { PageHead } from '@studyhub/contract/page-head';
import type { FastifyInstance } from 'fastify';
import { type CatalogStamp, isCatalogAnswer } from '../../lib/cached-json.ts';

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
export type ApiAnswer = (
  path: string,
  cookie?: string,
) => Promise<{ status: number; body: string; fromCatalog: boolean }>;

/** The catalog cache's marks (lib/cached-json.ts): whether its answers changed since a stamp. */
export interface CatalogFreshness {
  stamp(): CatalogStamp;
  isCurrent(stamp: CatalogStamp): boolean;
}

/** What web/dist/ssr/entry-server.js exports. */
export interface PageRenderer {
  setUpRenderer(setup: { answer: ApiAnswer; testPayments: boolean }): void;
  /** The search parameters the page at this path reads, in its route's order (decision 55). */
  pageSearch(pathname: string): readonly string[];
  renderPage(
    path: string,
    session?: { user: User; cookie: string },
    formResult?: FormResult,
  ): Promise<RenderedPage>;
}

/** The API as a signed-out visitor's browser would call it, answered inside this process. */
export function answerInProcess(app: FastifyInstance): ApiAnswer {
  return async (url, cookie) => {
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
export function rememberCatalogAnswers(
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

/**
 * The server-side renderer from the web build (dist/ssr), its API calls answered in-process. A
 * build without it, or one that fails to load, serves pages the browser draws itself.
 */
export async function loadRenderer(
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
