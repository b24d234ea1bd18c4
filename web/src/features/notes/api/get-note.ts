import type { noteResponse } from '@studyhub/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/notes/{id}: one note with its covered topics; a 404 when there is no such note. */
export async function getNote(id: string, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<typeof noteResponse>(`/api/notes/${encodeURIComponent(id)}`, {
    ...(signal ? { signal } : {}),
  });
  return answer.note;
}

export const noteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['notes', id],
    queryFn: ({ signal }) => getNote(id, { signal }),
  });

export function useNote(id: string) {
  return useQuery(noteQueryOptions(id));
}
