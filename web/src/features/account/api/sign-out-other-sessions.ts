import type { endSessionsResponse } from '@studyhub/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** POST /api/account/sessions/sign-out-others: every device but this one is signed out. */
export function signOutOtherSessions() {
  return apiRequest<typeof endSessionsResponse>('/api/account/sessions/sign-out-others', {
    method: 'POST',
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
