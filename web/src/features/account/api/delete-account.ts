import type { DeleteAccountBody } from '@studyhub/contract/account';
import type { messageResponse } from '@studyhub/contract/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/account: removes the account for good (orders are kept, unlinked). */
export function deleteAccount(body: DeleteAccountBody) {
  return apiRequest<typeof messageResponse>('/api/account', { method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
