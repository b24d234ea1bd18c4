import type { accessResponse } from '@studyhub/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/notes/access/{id}: may the signed-in user download this note (free, or bought). */
export async function getNoteAccess(id: string, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<typeof accessResponse>(
    `/api/notes/access/${encodeURIComponent(id)}`,
    {
      ...(signal ? { signal } : {}),
    },
  );
  return answer.hasAccess;
}

/**
 * Keyed by user so one account never sees another's access from the cache. Always asked afresh:
 * whether a note is owned is the server's answer, never a remembered one (decision 1).
 */
export const noteAccessQueryOptions = (id: string, userId: string | undefined) =>
  queryOptions({
    queryKey: ['note-access', id, userId],
    queryFn: ({ signal }) => getNoteAccess(id, { signal }),
    enabled: Boolean(userId),
    staleTime: 0,
  });

/** Asks only while a user is signed in; a visitor has no access to a paid note. */
export function useNoteAccess(id: string, userId: string | undefined) {
  return useQuery(noteAccessQueryOptions(id, userId));
}
