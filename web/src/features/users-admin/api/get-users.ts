import type { AdminUsersQuery, adminUsersResponse } from '@studyhub/contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type UsersFilter = Partial<Pick<AdminUsersQuery, 'q' | 'role'>> & { page: number };

/** GET /api/admin/users (admin): accounts matching a name or email, newest first, a page at a time. */
export function getUsers(filter: UsersFilter, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filter.q) query.set('q', filter.q);
  if (filter.role) query.set('role', filter.role);
  if (filter.page > 1) query.set('page', String(filter.page));
  const search = query.toString();
  return apiRequest<typeof adminUsersResponse>(`/api/admin/users${search ? `?${search}` : ''}`, {
    ...(signal ? { signal } : {}),
  });
}

export function usersQueryOptions(filter: UsersFilter) {
  return queryOptions({
    queryKey: ['admin', 'users', filter],
    queryFn: ({ signal }) => getUsers(filter, signal),
    // The list stays on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(filter: UsersFilter) {
  return useQuery(usersQueryOptions(filter));
}

/** Reads the list's search, role and page from the address, so a search can be shared. */
export function usersFilterOf(params: URLSearchParams): UsersFilter {
  const role = params.get('role');
  const page = Number(params.get('page'));
  return {
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
    ...(role === 'admin' || role === 'student' ? { role } : {}),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}
