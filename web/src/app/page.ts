import type { User } from '@studyhub/contract/auth';
import { fixedPageHead, type PageHead } from '@studyhub/contract/page-head';
import type { SitePage } from '@studyhub/contract/site-content';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { ApiError } from '../lib/api-client';

/** What a route's data and head are worked out from: the address and who asks. */
export interface PageArgs {
  params: Params;
  url: URL;
  queryClient: QueryClient;
  /** The signed-in student the page is rendered for; null for a visitor. */
  user: User | null;
}

/**
 * What a route of the route table says about its page, next to itself (router.tsx): the data it
 * needs, loaded into the query cache before the page is rendered, once, on the server; and its
 * head (status, title, description, canonical path, link preview), worked out from that data.
 * The browser's screens ask for the same queries and find them in the cache the page carries.
 */
export interface PageRoute<Loaded = unknown> {
  /**
   * Loads what the page shows. Failures stay in the cache as the queries' errors. What it gives
   * back is handed to `head` (an item page: whether the item was found).
   */
  data?: (args: PageArgs) => Promise<Loaded>;
  head: (args: PageArgs, loaded: Loaded | undefined) => PageHead;
  /**
   * The search parameters the page reads (its data, its head and its screens): a visitor's page
   * is rendered and kept by the server under its path and these alone, in this order (decision
   * 55). Any other parameter (`?utm_source=`) finds the same page. None when absent.
   */
  search?: readonly string[];
}

/** A route's `handle`: what React Router carries for it. */
export interface PageHandle {
  page?: PageRoute;
}

/**
 * Whether route pages are wanted here: on the server, and in the web's own tests, which render
 * pages as the server does. The browser never uses them, and its build leaves them out: every
 * route's `handle: onServer && …` is dropped as dead code there.
 */
export const onServer = import.meta.env.SSR || import.meta.env.MODE === 'test';

/** The handle of a route with a page. */
export function page<Loaded>(route: PageRoute<Loaded>): PageHandle {
  // The handle forgets what `data` gives; only the same route's `head` receives it.
  return { page: route as PageRoute };
}

/** The handle of a fixed page of `sitePages`, with the data it shows and the search it reads. */
export function fixedPage(
  sitePage: SitePage,
  data?: (args: PageArgs) => Promise<unknown>,
  search?: readonly string[],
): PageHandle {
  return page({
    head: () => fixedPageHead(sitePage),
    ...(data ? { data } : {}),
    ...(search ? { search } : {}),
  });
}

/** Loads queries into the page's cache; a failed one stays there as its error. */
export const load = ({ queryClient }: PageArgs, ...queries: { queryKey: QueryKey }[]) =>
  Promise.all(
    // Each query's own options (queryOptions() types them; a list of them cannot keep each type).
    queries.map((query) => queryClient.prefetchQuery(query as FetchQueryOptions)),
  );

/** The signed-in student's id, for the queries of what is theirs; none for a visitor. */
export const signedInUserId = ({ user }: PageArgs) => user?.id;

/**
 * The page of the deepest route that has one: the route that draws the screen (the layout routes
 * around it have none).
 */
export function pageOf(matches: readonly { route: { handle?: unknown } }[]): PageRoute | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const found = (matches[index]?.route.handle as PageHandle | undefined)?.page;
    if (found) return found;
  }
  return undefined;
}

/**
 * How an item's query ended: its data, or `missing` when the API said there is no such item
 * (any 4xx: a 404, or an address too long to be an id), or `failed` (the page says so and offers
 * Try again, decision 31), or `pending` when nothing was asked.
 */
export function itemOutcome<Data>(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
): { data: Data } | 'missing' | 'failed' | 'pending' {
  const state = queryClient.getQueryState<Data>(queryKey);
  if (state?.status === 'success') return { data: state.data as Data };
  if (state?.status !== 'error') return 'pending';
  const { error } = state;
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? 'missing'
    : 'failed';
}
