import type { ResetPasswordBody } from '@studyhub/contract/account';
import type { messageResponse } from '@studyhub/contract/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/account/reset-password: sets a new password with the emailed link's token. */
export function resetPassword(body: ResetPasswordBody) {
  return apiRequest<typeof messageResponse>('/api/account/reset-password', {
    method: 'POST',
    body,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
