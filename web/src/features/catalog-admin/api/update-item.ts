import type { CatalogKind } from '@studyhub/contract/catalog';
import type { adminCatalogItemResponse } from '@studyhub/contract/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminItemKey, invalidateKind } from './query-keys';

/** PUT /api/admin/catalog/{kind}/{id} (admin): replaces every editable field; the address stays. */
export function updateItem(kind: CatalogKind, id: string, body: unknown) {
  return apiRequest<typeof adminCatalogItemResponse>(
    `/api/admin/catalog/${kind}/${encodeURIComponent(id)}`,
    {
      method: 'PUT',
      body,
    },
  ).then((answer) => answer.item);
}

export function useUpdateItem(kind: CatalogKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => updateItem(kind, id, body),
    onSuccess: async (item) => {
      queryClient.setQueryData(adminItemKey(kind, id), item);
      await invalidateKind(queryClient, kind);
    },
  });
}
