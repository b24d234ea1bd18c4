import type { SearchedTable, SearchMatch, SearchRepository } from './search.repository.ts';
import { correctedSearch, searchGroups } from './search-terms.ts';

/** A page of a catalog list and where it sits in the whole answer. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Search as the list routes use it (docs/decisions/0028): the typed text is searched as it is;
 * when that finds nothing, once more with typing slips corrected against the catalog's words.
 */
export function createSearchService(repository: SearchRepository) {
  return {
    /** The items matching the text with their scores; undefined when nothing was typed. */
    async matches(
      table: SearchedTable,
      text: string | undefined,
    ): Promise<SearchMatch[] | undefined> {
      const groups = searchGroups(text ?? '');
      if (groups.length === 0) return undefined;
      const matches = await repository.match(table, groups);
      if (matches.length > 0) return matches;
      const corrected = correctedSearch(text ?? '', await repository.vocabulary(table));
      if (!corrected) return [];
      return repository.match(table, searchGroups(corrected));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * The listed items best match first (or in their own order without a search), one page of them.
 * `items` come in the catalog's order, which also breaks ties, and carry their internal `key`;
 * an item the search did not match is not listed.
 */
export function pageOf<T>(
  items: { key: string; item: T }[],
  matches: SearchMatch[] | undefined,
  page: number,
  pageSize: number,
): ListPage<T> {
  let ordered = items;
  if (matches) {
    const scores = new Map(matches.map((match) => [match.id, match.score]));
    ordered = items
      .filter(({ key }) => scores.has(key))
      .sort((a, b) => (scores.get(b.key) as number) - (scores.get(a.key) as number));
  }
  const start = (page - 1) * pageSize;
  return {
    items: ordered.slice(start, start + pageSize).map(({ item }) => item),
    total: ordered.length,
    page,
    pageSize,
  };
}

/**
 * A cache key for a list query: the same search typed in another case or spacing is the same
 * answer. Only the search is folded; a subject is matched exactly, so its case counts.
 */
export function listCacheKey(kind: string, query: Record<string, unknown>): string {
  const parts = Object.keys(query)
    .sort()
    .filter((name) => query[name] !== undefined)
    .map((name) => {
      const value = query[name];
      const text =
        name === 'q' && typeof value === 'string'
          ? value.toLocaleLowerCase('en-IN').replace(/\s+/g, ' ')
          : String(value);
      return `${name}=${encodeURIComponent(text)}`;
    });
  return `${kind}?${parts.join('&')}`;
}
