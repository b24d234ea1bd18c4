// Server rendering: built by `vite build --ssr` into dist/ssr and loaded by the server
// (server/src/plugins/static-web.ts). Nothing here reaches the browser.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { User } from '@studyhub/contract/auth';
import { type FormResult, formResultKey } from '@studyhub/contract/forms';
import { notFoundHead, type PageHead } from '@studyhub/contract/page-head';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { pageOf } from './app/page';
import { createQueryClient } from './app/providers';
import { loadScreensFor, routes } from './app/router';
import { serverPaymentMode } from './app/test-payments-banner';
import { type ServedSession, servedSessionKey } from './features/auth/api/served-session';
import { setServerTransport } from './lib/api-client';
import { dehydratePage, keepRefusals } from './lib/page-data';
import { prerenderToString } from './lib/preact-prerender';
import { ServerRenderContext, type ServerRenderResult } from './lib/server-redirect';

/** A page as the server sends it: the markup inside #root and the data it was drawn with. */
export interface RenderedPage {
  html: string;
  /** JSON for the page-data script, escaped so it cannot end the element it sits in. */
  data: string;
  /**
   * Each API call the drawing made, with the status and body it got: while the API gives the same
   * answers, the page would be drawn the same, so the server may send it again as it is.
   */
  answers: ({ path: string } & ApiAnswer)[];
  /** The page sends the browser elsewhere (a visitor on a signed-in page): no markup then. */
  redirect?: string;
  /** The route's head: status, title, description, canonical path, link preview. */
  head: PageHead;
  /**
   * Queries the page asked for that its route does not load (app/router.tsx): the page shows
   * them loading, and the browser loads them. A route table that misses one is a bug to fix.
   */
  notLoaded: string[];
}

/** The page being rendered: its API calls so far, and the cookie they carry for a signed-in page. */
interface PageContext {
  answers: RenderedPage['answers'];
  cookie: string | undefined;
}

// Pages are rendered concurrently, each in its own context.
const pageContext = new AsyncLocalStorage<PageContext>();

const handler = createStaticHandler(routes);

/** The API's answer to one of the page's calls, as the server gives it. */
export interface ApiAnswer {
  status: number;
  body: string;
  /** The server may say more of it (whether its catalog cache gave it); passed back as it is. */
  [more: string]: unknown;
}

export interface RendererSetup {
  /**
   * Answers the page's API calls; the server passes its own in-process router. `cookie` is the
   * signed-in student's session cookie, for a page rendered for them; absent for a visitor.
   */
  answer: (path: string, cookie?: string) => Promise<ApiAnswer>;
  /** The site takes test payments only (the banner every page shows then). */
  testPayments: boolean;
}

/** Called once by the server before the first page. */
export function setUpRenderer({ answer, testPayments }: RendererSetup) {
  serverPaymentMode.testPayments = testPayments;
  setServerTransport(async (path) => {
    const page = pageContext.getStore();
    const answered = await answer(path, page?.cookie);
    const { status, body } = answered;
    page?.answers.push({ path, ...answered });
    // The body as the server gave it, not put in a Response (a stream, encoded to bytes and
    // decoded back) only for apiRequest to read it out again.
    return { ok: status >= 200 && status < 300, status, text: async () => body };
  });
}

function isEnabled(query: ReturnType<ReturnType<QueryClient['getQueryCache']>['getAll']>[number]) {
  const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * The search parameters the page at `pathname` reads, in its route's order (app/page.ts): the
 * server renders a visitor's page from its path and these alone, and keeps it under that address.
 */
export function pageSearch(pathname: string): readonly string[] {
  return pageOf(matchRoutes(routes, pathname) ?? [])?.search ?? [];
}

/** The student a page is rendered for, and the session cookie that proves it. */
export interface PageSession {
  user: User;
  cookie: string;
}

/**
 * Renders the page at `path` (with its query string) as the signed-in student of `session` sees
 * it, or as a visitor when there is none. The route table says what data the page shows and its
 * head (app/page.ts): the data is loaded into the query cache first, by the queries' own
 * functions, then the page is rendered once; the browser finds the very entries it would have
 * fetched, and hydration fetches nothing again.
 */
export function renderPage(
  path: string,
  session?: PageSession,
  formResult?: FormResult,
): Promise<RenderedPage> {
  return pageContext.run({ answers: [], cookie: session?.cookie }, () =>
    render(path, session?.user ?? null, formResult),
  );
}

async function render(
  path: string,
  user: User | null,
  formResult: FormResult | undefined,
): Promise<RenderedPage> {
  const url = new URL(path, 'http://localhost');
  const queryClient = createQueryClient();
  queryClient.setQueryData<ServedSession>(servedSessionKey, { user });
  // A form the server refused: the page shows its error and what was typed (decision 35).
  if (formResult) queryClient.setQueryData<FormResult>(formResultKey, formResult);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`A route answered ${url} with a redirect`);
  const route = pageOf(context.matches);
  const leaf = context.matches.at(-1);
  const args = { params: leaf?.params ?? {}, url, queryClient, user };
  // The screens' code too, as the browser loads it before hydrating: both then render the loaded
  // screen, in the same elements (a screen still loading is rendered otherwise).
  const [loaded] = await Promise.all([route?.data?.(args), loadScreensFor(context.matches)]);

  // A refusal (a missing note) is drawn as the screen shows it: its not-found panel.
  keepRefusals(queryClient);
  const result: ServerRenderResult = {};
  const router = createStaticRouter(handler.dataRoutes, context);
  // The whole page at once, every part inline and in order: no fallback swapped out later by an
  // inline script (which the CSP would block anyway).
  const html = await prerenderToString(
    <ServerRenderContext value={result}>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </ServerRenderContext>,
  );
  const head = route?.head(args, loaded) ?? notFoundHead();
  if (result.redirect) {
    return { html: '', data: '', answers: [], redirect: result.redirect, head, notLoaded: [] };
  }
  const notLoaded = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && isEnabled(query))
    .map((query) => query.queryHash);
  const data = JSON.stringify(dehydratePage(queryClient)).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return { html, data, answers: pageContext.getStore()?.answers ?? [], head, notLoaded };
}
