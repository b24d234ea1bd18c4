import type { CatalogKind } from '@studyhub/contract/catalog';
import type { adminCatalogItemResponse } from '@studyhub/contract/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminItemKey, invalidateKind } from './query-keys';

/** POST /api/admin/catalog/{kind} (admin): creates a draft from a body checked by the contract's schema. */
export function createItem(kind: CatalogKind, body: unknown) {
  return apiRequest<typeof adminCatalogItemResponse>(`/api/admin/catalog/${kind}`, {
    method: 'POST',
    body,
  }).then((answer) => answer.item);
}

export function useCreateItem(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => createItem(kind, body),
    onSuccess: async (item) => {
      queryClient.setQueryData(adminItemKey(kind, item.id), item);
      await invalidateKind(queryClient, kind);
    },
  });
}
