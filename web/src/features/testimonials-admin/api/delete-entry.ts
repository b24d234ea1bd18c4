import type { messageResponse } from '@studyhub/contract/api';
import type { TestimonialKind } from '@studyhub/contract/testimonials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminEntryKey, invalidateEntries } from './query-keys';

/** DELETE /api/admin/{kind}/{id} (admin): gone from the site and the list; the audit log keeps it. */
export function deleteEntry(kind: TestimonialKind, id: string) {
  return apiRequest<typeof messageResponse>(`/api/admin/${kind}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteEntry(kind: TestimonialKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteEntry(kind, id),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminEntryKey(kind, id) });
      await invalidateEntries(queryClient, kind);
    },
  });
}
