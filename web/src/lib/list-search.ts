/**
 * What a list's address asks for: the search as sent to the server, the filters and the page.
 * The route table loads the same list for the server's page (router.tsx).
 */
export function listSearchOf<Filter extends string>(
  params: URLSearchParams,
  filterNames: readonly Filter[],
) {
  const q = (params.get('q') ?? params.get('search') ?? '').trim();
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, params.get(name) ?? '']),
  ) as Record<Filter, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { q, filters, page };
}
