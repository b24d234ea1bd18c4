import type { notesResponse } from '@studyhub/contract/catalog';
import { maxCatalogPageSize } from '@studyhub/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listQuery } from '../../../lib/list-query';

/** What the notes list asks for: the address's search, filters and page (contract/search.ts). */
export interface NotesParams {
  q?: string;
  subject?: string;
  semester?: string;
  price?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/notes: a page of the published notes the search and filters leave, best first. */
export async function getNotes(params: NotesParams, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<typeof notesResponse>(`/api/notes${listQuery({ ...params })}`, {
    ...(signal ? { signal } : {}),
  });
}

export const notesQueryOptions = (params: NotesParams) =>
  queryOptions({
    queryKey: ['notes', listQuery({ ...params })],
    queryFn: ({ signal }) => getNotes(params, { signal }),
  });

/** The list keeps showing the last answer while the next search loads, rather than flashing. */
export function useNotes(params: NotesParams) {
  return useQuery({ ...notesQueryOptions(params), placeholderData: keepPreviousData });
}

/** Every note's name for the sidebar, whatever the search. */
export function useAllNotes() {
  return useQuery(notesQueryOptions({ pageSize: maxCatalogPageSize }));
}

/** The list's filters, as the address names them (?subject=…). */
export const notesFilterNames = ['subject', 'semester', 'price'] as const;
