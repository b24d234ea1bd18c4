import type { changeRoleResponse } from '@studyhub/contract/admin';
import type { Role } from '@studyhub/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersKey } from './query-keys';

/**
 * POST /api/admin/users/{id}/role (admin): makes the account an admin or a student. Refused (409)
 * for one's own admin role and for the last admin who can sign in.
 */
export function changeRole(id: string, role: Role) {
  return apiRequest<typeof changeRoleResponse>(`/api/admin/users/${encodeURIComponent(id)}/role`, {
    method: 'POST',
    body: { role },
  });
}

export function useChangeRole(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => changeRole(id, role),
    // The account's page and any list of accounts show the new role.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
