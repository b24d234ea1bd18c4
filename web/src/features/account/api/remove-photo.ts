import type { profileResponse } from '@studyhub/contract/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/account/photo: the initial of the name shows instead. */
export function removePhoto() {
  return apiRequest<typeof profileResponse>('/api/account/photo', { method: 'DELETE' });
}

export function useRemovePhoto() {
  return useMutation({ mutationFn: removePhoto });
}
