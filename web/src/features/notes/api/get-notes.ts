import { notesResponse } from '@studyhub/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/notes: every published note, as the list and its sidebar show them. */
export async function getNotes({ signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest('/api/notes', {
    schema: notesResponse,
    ...(signal ? { signal } : {}),
  });
  return answer.notes;
}

export const notesQueryOptions = () =>
  queryOptions({
    queryKey: ['notes'],
    queryFn: ({ signal }) => getNotes({ signal }),
  });

export function useNotes() {
  return useQuery(notesQueryOptions());
}
