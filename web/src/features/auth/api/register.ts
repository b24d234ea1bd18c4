import type { authResponse, RegisterBody } from '@studyhub/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/register: creates the account and signs it in. */
export function registerAccount(body: RegisterBody) {
  return apiRequest<typeof authResponse>('/api/auth/register', { method: 'POST', body });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
