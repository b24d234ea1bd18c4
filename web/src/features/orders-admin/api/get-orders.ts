import type { adminOrdersResponse } from '@studyhub/contract/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The list's filters as the address keeps them; `refund-due` is a status of its own here. */
export interface OrderFilters {
  status: string;
  itemType: string;
  from: string;
  to: string;
  email: string;
}

/** The filters as the API reads them: "refund due" is paid orders with refundDue. */
export function ordersQuery(filters: OrderFilters) {
  const query = new URLSearchParams();
  if (filters.status === 'refund-due') query.set('refundDue', 'true');
  else if (filters.status) query.set('status', filters.status);
  if (filters.itemType) query.set('itemType', filters.itemType);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.email.trim()) query.set('email', filters.email.trim());
  return query;
}

/** GET /api/admin/orders (admin): the orders matching the filters and the period's totals. */
export function getOrders(filters: OrderFilters, signal?: AbortSignal) {
  const query = ordersQuery(filters).toString();
  return apiRequest<typeof adminOrdersResponse>(`/api/admin/orders${query ? `?${query}` : ''}`, {
    ...(signal ? { signal } : {}),
  });
}

export function ordersQueryOptions(filters: OrderFilters) {
  return queryOptions({
    queryKey: ['admin', 'orders', 'list', filters],
    queryFn: ({ signal }) => getOrders(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(filters: OrderFilters) {
  return useQuery(ordersQueryOptions(filters));
}

/** The filters the address holds (/admin/orders?status=…), kept there so a view can be shared. */
export function orderFiltersOf(params: URLSearchParams): OrderFilters {
  return {
    status: params.get('status') ?? '',
    itemType: params.get('itemType') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    email: params.get('email') ?? '',
  };
}
