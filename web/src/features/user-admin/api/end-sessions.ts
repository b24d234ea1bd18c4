import type { endSessionsResponse } from '@studyhub/contract/admin';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/users/{id}/sessions/end (admin): signs the account out on every device. */
export function endSessions(id: string) {
  return apiRequest<typeof endSessionsResponse>(
    `/api/admin/users/${encodeURIComponent(id)}/sessions/end`,
    {
      method: 'POST',
    },
  );
}

export function useEndSessions(id: string) {
  return useMutation({ mutationFn: () => endSessions(id) });
}
