import type { messageResponse } from '@studyhub/contract/api';
import type { CatalogKind } from '@studyhub/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminItemKey, invalidateKind } from './query-keys';

/** PATCH /api/admin/catalog/{kind}/{id} (admin) with `published`: shows the item on the site or hides it. */
export function setPublished(kind: CatalogKind, id: string, published: boolean) {
  return apiRequest<typeof messageResponse>(
    `/api/admin/catalog/${kind}/${encodeURIComponent(id)}`,
    {
      method: 'PATCH',
      body: { published },
    },
  );
}

export function useSetPublished(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      setPublished(kind, id, published),
    onSuccess: async (_answer, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminItemKey(kind, id) }),
        invalidateKind(queryClient, kind),
      ]);
    },
  });
}
