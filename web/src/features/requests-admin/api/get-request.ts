import type {
  adminContactRequestDetailResponse,
  adminRefundRequestDetailResponse,
  ContactRequest,
  RefundRequest,
  RequestReply,
} from '@studyhub/contract/requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RequestList } from './get-requests';

export interface RequestDetail {
  request: ContactRequest | RefundRequest;
  replies: RequestReply[];
}

/** Under the lists' key, so a change that refreshes the lists refreshes the detail too. */
export const requestDetailKey = (list: RequestList, id: string) =>
  ['admin', 'requests', list, 'detail', id] as const;

/** GET /api/admin/{contact,refund}-requests/{id} (admin): the request and the replies sent. */
export function getRequest(
  list: RequestList,
  id: string,
  signal?: AbortSignal,
): Promise<RequestDetail> {
  const path = `/api/admin/${list}-requests/${encodeURIComponent(id)}`;
  const options = signal ? { signal } : {};
  return list === 'contact'
    ? apiRequest<typeof adminContactRequestDetailResponse>(path, { ...options })
    : apiRequest<typeof adminRefundRequestDetailResponse>(path, { ...options });
}

export function requestQueryOptions(list: RequestList, id: string) {
  return queryOptions({
    queryKey: requestDetailKey(list, id),
    queryFn: ({ signal }) => getRequest(list, id, signal),
  });
}

export function useRequest(list: RequestList, id: string) {
  return useQuery(requestQueryOptions(list, id));
}
