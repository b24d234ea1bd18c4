import type { CatalogKind } from '@studyhub/contract/catalog';
import type { adminCatalogItemResponse } from '@studyhub/contract/catalog-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminItemKey } from './query-keys';

/** GET /api/admin/catalog/{kind}/{id} (admin): one item with every field an operator edits. */
export function getItem(kind: CatalogKind, id: string, signal?: AbortSignal) {
  return apiRequest<typeof adminCatalogItemResponse>(
    `/api/admin/catalog/${kind}/${encodeURIComponent(id)}`,
    {
      ...(signal ? { signal } : {}),
    },
  ).then((answer) => answer.item);
}

export function itemQueryOptions(kind: CatalogKind, id: string) {
  return queryOptions({
    queryKey: adminItemKey(kind, id),
    queryFn: ({ signal }) => getItem(kind, id, signal),
  });
}

export function useItem(kind: CatalogKind, id: string) {
  return useQuery(itemQueryOptions(kind, id));
}
