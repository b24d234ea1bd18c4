import type { ForgotPasswordBody } from '@studyhub/contract/account';
import type { messageResponse } from '@studyhub/contract/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/account/forgot-password: asks for a reset link by email. */
export function requestPasswordReset(body: ForgotPasswordBody) {
  return apiRequest<typeof messageResponse>('/api/account/forgot-password', {
    method: 'POST',
    body,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
