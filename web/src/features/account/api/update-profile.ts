import type { profileResponse, UpdateProfileBody } from '@studyhub/contract/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/account/profile: changes the name on the account. */
export function updateProfile(body: UpdateProfileBody) {
  return apiRequest<typeof profileResponse>('/api/account/profile', { method: 'PATCH', body });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
