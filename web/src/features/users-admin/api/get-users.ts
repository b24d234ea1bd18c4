import { adminUsersResponse } from '@studyhub/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/users (admin): every account, newest first. */
export function getUsers(signal?: AbortSignal) {
  return apiRequest('/api/admin/users', {
    schema: adminUsersResponse,
    ...(signal ? { signal } : {}),
  }).then((answer) => answer.users);
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'users'], queryFn: ({ signal }) => getUsers(signal) });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
