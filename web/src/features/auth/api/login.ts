import { authResponse, type LoginBody } from '@studyhub/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login. */
export function loginWithPassword(body: LoginBody) {
  return apiRequest('/api/auth/login', { method: 'POST', body, schema: authResponse });
}

export function useLoginWithPassword() {
  return useMutation({ mutationFn: loginWithPassword });
}
