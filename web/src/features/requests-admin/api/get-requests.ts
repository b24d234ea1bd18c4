import {
  type adminContactRequestsResponse,
  type adminRefundRequestsResponse,
  type ContactRequest,
  type RefundRequest,
  type RequestStatus,
  requestStatuses,
} from '@studyhub/contract/requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type RequestList = 'contact' | 'refund';

/** How many of the newest requests a list shows; older ones are reached by their status. */
export const requestsShown = 100;

/** GET /api/admin/{contact,refund}-requests (admin): newest first, optionally of one status. */
export function getRequests(
  list: RequestList,
  status: string,
  signal?: AbortSignal,
): Promise<{ total: number; requests: (ContactRequest | RefundRequest)[] }> {
  const query = new URLSearchParams({ limit: String(requestsShown) });
  if (status) query.set('status', status);
  const options = signal ? { signal } : {};
  return list === 'contact'
    ? apiRequest<typeof adminContactRequestsResponse>(`/api/admin/contact-requests?${query}`, {
        ...options,
      })
    : apiRequest<typeof adminRefundRequestsResponse>(`/api/admin/refund-requests?${query}`, {
        ...options,
      });
}

export function requestsQueryOptions(list: RequestList, status: string) {
  return queryOptions({
    queryKey: ['admin', 'requests', list, status],
    queryFn: ({ signal }) => getRequests(list, status, signal),
  });
}

export function useRequests(list: RequestList, status: string) {
  return useQuery(requestsQueryOptions(list, status));
}

/** The list and the status the address holds (/admin/requests?list=refund&status=open). */
export function requestListOf(params: URLSearchParams): {
  list: RequestList;
  status: RequestStatus | '';
} {
  const list: RequestList = params.get('list') === 'refund' ? 'refund' : 'contact';
  const status = requestStatuses.find((value) => value === params.get('status')) ?? '';
  return { list, status };
}
