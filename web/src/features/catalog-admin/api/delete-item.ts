import type { CatalogKind } from '@studyhub/contract/catalog';
import type { adminCatalogDeleteResponse } from '@studyhub/contract/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminItemKey, invalidateKind } from './query-keys';

/**
 * DELETE /api/admin/catalog/{kind}/{id} (admin): removes the item, or hides it when someone bought or
 * downloaded it; `outcome` says which.
 */
export function deleteItem(kind: CatalogKind, id: string) {
  return apiRequest<typeof adminCatalogDeleteResponse>(
    `/api/admin/catalog/${kind}/${encodeURIComponent(id)}`,
    {
      method: 'DELETE',
    },
  );
}

export function useDeleteItem(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(kind, id),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminItemKey(kind, id) });
      await invalidateKind(queryClient, kind);
    },
  });
}
