import type { authResponse, RegisterBody, registrationEmailed } from '@studyhub/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/register: creates the account and signs it in, or, when the site sends email,
 * emails the link that makes it (decision 57).
 */
export function registerAccount(body: RegisterBody) {
  return apiRequest<typeof authResponse | typeof registrationEmailed>('/api/auth/register', {
    method: 'POST',
    body,
  });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
