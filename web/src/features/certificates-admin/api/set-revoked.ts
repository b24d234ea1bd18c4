import type { messageResponse } from '@studyhub/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/admin/certificates/{id} (admin): revokes with a reason, or restores. */
export function setRevoked(
  id: string,
  change: { revoked: true; reason: string } | { revoked: false },
) {
  return apiRequest<typeof messageResponse>(`/api/admin/certificates/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: change,
  });
}

export function useSetRevoked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { revoked: true; reason: string } | { revoked: false }) =>
      setRevoked(id, change),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'certificates'] }),
        // The public verification page, if open in this tab, shows the change too.
        queryClient.invalidateQueries({ queryKey: ['certificate', id] }),
      ]);
    },
  });
}
