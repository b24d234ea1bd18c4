import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing may pause before the search is sent (and written to the address). */
export const searchDebounceMs = 300;

/**
 * A catalog list's search text, filters and page, kept in the address (?q=&subject=&page=...)
 * so reload, Back and a shared link show the same list (docs/decisions/0028). The box answers
 * every key at once; the address, and so the request, follows once typing pauses. A changed
 * search or filter starts again from page 1. `?search=` (older links from quiz results) is read
 * as `q`.
 */
export function useListSearch<Filter extends string>(filterNames: readonly Filter[]) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? params.get('search') ?? '';
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, params.get(name) ?? '']),
  ) as Record<Filter, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const [text, setText] = useState(q);
  const sent = useRef(q);

  const update = useCallback(
    (changes: Record<string, string>, { replace }: { replace: boolean }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('search');
          for (const [name, value] of Object.entries(changes)) {
            if (value.trim()) next.set(name, value);
            else next.delete(name);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // The address changed from outside (Back, a link): the box shows it.
  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q;
      setText(q);
    }
  }, [q]);

  // The box changed: once typing pauses, the address (and the request) follows.
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      update({ q: text }, { replace: true });
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, update]);

  return {
    /** What the search box shows. */
    text,
    setText,
    /** The search as sent to the server. */
    q: q.trim(),
    filters,
    page,
    /**
     * A chosen filter is a deliberate step with its own history entry, so Back undoes it; a
     * typed one (the papers' year) replaces the entry, as the search box does.
     */
    setFilter: (name: Filter, value: string, { typed = false }: { typed?: boolean } = {}) =>
      update({ [name]: value }, { replace: typed }),
    clearFilters: () =>
      update(Object.fromEntries(filterNames.map((name) => [name, ''])), { replace: false }),
    /** How many filters are set (the search not counted). */
    activeFilters: filterNames.filter((name) => filters[name] !== '').length,
    /** The address of another page of the same list. */
    pageHref: (to: number) => {
      const next = new URLSearchParams(params);
      if (to > 1) next.set('page', String(to));
      else next.delete('page');
      const search = next.toString();
      return search ? `?${search}` : '?';
    },
  };
}
