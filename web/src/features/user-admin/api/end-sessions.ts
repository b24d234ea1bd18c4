import { endSessionsResponse } from '@studyhub/contract/admin';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/users/{id}/sessions/end (admin): signs the account out on every device. */
export function endSessions(id: string) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}/sessions/end`, {
    method: 'POST',
    schema: endSessionsResponse,
  });
}

export function useEndSessions(id: string) {
  return useMutation({ mutationFn: () => endSessions(id) });
}
