import { authResponse, type RegisterBody } from '@studyhub/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/register: creates the account and signs it in. */
export function registerAccount(body: RegisterBody) {
  return apiRequest('/api/auth/register', { method: 'POST', body, schema: authResponse });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
