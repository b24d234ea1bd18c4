import type { ResetPasswordBody } from '@studyhub/contract/account';
import { messageResponse } from '@studyhub/contract/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/account/reset-password: sets a new password with the emailed link's token. */
export function resetPassword(body: ResetPasswordBody) {
  return apiRequest('/api/account/reset-password', {
    method: 'POST',
    body,
    schema: messageResponse,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
