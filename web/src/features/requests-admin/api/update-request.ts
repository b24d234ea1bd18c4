import type {
  adminContactRequestResponse,
  adminRefundRequestResponse,
  ContactRequest,
  RefundRequest,
  RequestStatus,
} from '@studyhub/contract/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RequestList } from './get-requests';

export interface RequestChange {
  status: RequestStatus;
  note: string | null;
}

/** PATCH /api/admin/{contact,refund}-requests/{id} (admin): the status and the operators' note. */
export function updateRequest(
  list: RequestList,
  id: string,
  change: RequestChange,
): Promise<{ request: ContactRequest | RefundRequest }> {
  const path = `/api/admin/${list}-requests/${encodeURIComponent(id)}`;
  return list === 'contact'
    ? apiRequest<typeof adminContactRequestResponse>(path, { method: 'PATCH', body: change })
    : apiRequest<typeof adminRefundRequestResponse>(path, { method: 'PATCH', body: change });
}

export function useUpdateRequest(list: RequestList, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RequestChange) => updateRequest(list, id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'requests', list] }),
  });
}
