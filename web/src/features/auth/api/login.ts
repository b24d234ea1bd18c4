import type { authResponse, LoginBody } from '@studyhub/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login. */
export function loginWithPassword(body: LoginBody) {
  return apiRequest<typeof authResponse>('/api/auth/login', { method: 'POST', body });
}

export function useLoginWithPassword() {
  return useMutation({ mutationFn: loginWithPassword });
}
