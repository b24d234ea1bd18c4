import type { messageResponse } from '@studyhub/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /api/account/sessions/:id: signs out one other device. */
export function endSession(id: string) {
  return apiRequest<typeof messageResponse>(`/api/account/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
