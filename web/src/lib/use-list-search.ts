import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { listSearchOf } from './list-search';

/** How long typing may pause before the search is sent (and written to the address). */
export const searchDebounceMs = 300;

/**
 * A catalog list's search text, filters and page, kept in the address (?q=&subject=&page=...)
 * so reload, Back and a shared link show the same list (docs/decisions/0028). The box answers
 * every key at once; the address, and so the request, follows once typing pauses. A changed
 * search or filter starts again from page 1. `?search=` (older links from quiz results) is read
 * as `q`.
 *
 * The box and the filters are one `<form method="get">` whose fields carry the address's names
 * (decision 35): without the script, Enter or its button loads the list for the new address. With
 * it, `submit` keeps the page and applies what the form holds at once.
 */
export function useListSearch<Filter extends string>(filterNames: readonly Filter[]) {
  const [params, setParams] = useSearchParams();
  const { q: sentQ, filters, page } = listSearchOf(params, filterNames);
  const q = params.get('q') ?? params.get('search') ?? '';

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
      // Enter may have sent it already.
      if (text === sent.current) return;
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
    q: sentQ,
    filters,
    page,
    /**
     * A chosen filter is a deliberate step with its own history entry, so Back undoes it; a
     * typed one (the papers' year) replaces the entry, as the search box does.
     */
    setFilter: (name: Filter, value: string, { typed = false }: { typed?: boolean } = {}) =>
      update({ [name]: value }, { replace: typed }),
    /**
     * The form's submit (Enter, or its button): what it holds goes to the address at once, as
     * typing would after the pause. Read from the form itself, since what was typed or chosen
     * before the script took the page over is in the fields, not yet in the state.
     */
    submit: (event: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
      event.preventDefault();
      const fields = new FormData(event.currentTarget);
      const field = (name: string) => {
        const value = fields.get(name);
        return typeof value === 'string' ? value : undefined;
      };
      const typed = field('q') ?? text;
      const changes: Record<string, string> = { q: typed };
      for (const name of filterNames) {
        const value = field(name);
        if (value !== undefined) changes[name] = value;
      }
      sent.current = typed;
      setText(typed);
      update(changes, { replace: true });
    },
    /** The address of the same list without its filters (the search kept), from page 1. */
    clearFiltersHref: hrefWith(params, [...filterNames, 'page']),
    /** How many filters are set (the search not counted). */
    activeFilters: filterNames.filter((name) => filters[name] !== '').length,
    /** The address of another page of the same list. */
    pageHref: (to: number) =>
      to > 1 ? hrefWith(params, [], { page: String(to) }) : hrefWith(params, ['page']),
  };
}

/** The current address's query with some parameters removed or set, as a link's `to`. */
function hrefWith(
  params: URLSearchParams,
  without: readonly string[],
  set: Record<string, string> = {},
) {
  const next = new URLSearchParams(params);
  for (const name of without) next.delete(name);
  for (const [name, value] of Object.entries(set)) next.set(name, value);
  const search = next.toString();
  return search ? `?${search}` : '?';
}
