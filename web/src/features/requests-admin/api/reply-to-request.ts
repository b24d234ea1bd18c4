import type {
  adminContactRequestDetailResponse,
  adminRefundRequestDetailResponse,
} from '@studyhub/contract/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type RequestDetail, requestDetailKey } from './get-request';
import type { RequestList } from './get-requests';

/**
 * POST /api/admin/{contact,refund}-requests/{id}/replies (admin): emails the reply to the
 * requester and records it; answers with the request and every reply.
 */
export function replyToRequest(
  list: RequestList,
  id: string,
  text: string,
): Promise<RequestDetail> {
  const path = `/api/admin/${list}-requests/${encodeURIComponent(id)}/replies`;
  const body = { text };
  return list === 'contact'
    ? apiRequest<typeof adminContactRequestDetailResponse>(path, { method: 'POST', body })
    : apiRequest<typeof adminRefundRequestDetailResponse>(path, { method: 'POST', body });
}

export function useReplyToRequest(list: RequestList, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => replyToRequest(list, id, text),
    onSuccess: async (detail) => {
      queryClient.setQueryData(requestDetailKey(list, id), detail);
      // The status may have moved to answered: the lists fetch afresh (not this detail).
      await queryClient.invalidateQueries({
        queryKey: ['admin', 'requests', list],
        predicate: (query) => query.queryKey[3] !== 'detail',
      });
    },
  });
}
