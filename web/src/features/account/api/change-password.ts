import type { ChangePasswordBody } from '@studyhub/contract/account';
import type { messageResponse } from '@studyhub/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** POST /api/account/password: a new password; the other devices are signed out. */
export function changePassword(body: ChangePasswordBody) {
  return apiRequest<typeof messageResponse>('/api/account/password', { method: 'POST', body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
