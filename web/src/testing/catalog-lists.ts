import { jsonResponse } from './fixtures';

type Filters<T> = Record<string, (item: T, value: string) => boolean>;

/**
 * A stand-in for GET /api/notes, /api/projects and /api/question-papers: it narrows the
 * fixtures with the given rules for each address parameter (the real ranking is the server's,
 * tested there), pages them and answers in the contract's shape.
 */
export function listAnswer<T>(
  url: string,
  key: 'notes' | 'projects' | 'papers',
  items: T[],
  {
    filters = {},
    facets = {},
    pageSize = 24,
  }: { filters?: Filters<T>; facets?: Record<string, unknown>; pageSize?: number } = {},
) {
  const params = new URL(url, 'http://localhost').searchParams;
  let matching = items;
  for (const [name, rule] of Object.entries(filters)) {
    const value = params.get(name);
    if (value) matching = matching.filter((item) => rule(item, value));
  }
  const page = Number(params.get('page') ?? '1');
  return jsonResponse(200, {
    success: true,
    [key]: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
    facets: { all: items.length, subjects: [], ...facets },
  });
}

/** The path of a list request without its parameters: '/api/notes?q=x' is '/api/notes'. */
export const pathOf = (url: string) => url.split('?')[0];
