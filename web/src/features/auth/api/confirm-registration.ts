import type { authResponse, ConfirmRegistrationBody } from '@studyhub/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/register/confirm: makes the account of an emailed link and signs it in. */
export function confirmRegistration(body: ConfirmRegistrationBody) {
  return apiRequest<typeof authResponse>('/api/auth/register/confirm', {
    method: 'POST',
    body,
  });
}

export function useConfirmRegistration() {
  return useMutation({ mutationFn: confirmRegistration });
}
