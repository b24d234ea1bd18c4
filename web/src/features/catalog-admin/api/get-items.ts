import type { CatalogKind } from '@studyhub/contract/catalog';
import type { adminCatalogListResponse } from '@studyhub/contract/catalog-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminItemsKey } from './query-keys';

/** GET /api/admin/catalog/{kind} (admin): every item of a kind, drafts and deleted ones too. */
export function getItems(kind: CatalogKind, signal?: AbortSignal) {
  return apiRequest<typeof adminCatalogListResponse>(`/api/admin/catalog/${kind}`, {
    ...(signal ? { signal } : {}),
  }).then((answer) => answer.items);
}

export function itemsQueryOptions(kind: CatalogKind) {
  return queryOptions({
    queryKey: adminItemsKey(kind),
    queryFn: ({ signal }) => getItems(kind, signal),
  });
}

export function useItems(kind: CatalogKind) {
  return useQuery(itemsQueryOptions(kind));
}
