import type { CatalogKind } from '@studyhub/contract/catalog';
import type { QueryClient } from '@tanstack/react-query';

export const adminItemsKey = (kind: CatalogKind) => ['admin', 'catalog', kind] as const;
export const adminItemKey = (kind: CatalogKind, id: string) =>
  ['admin', 'catalog', kind, id] as const;

/**
 * After a change: the admin lists and the public pages of that kind fetch afresh. The public
 * queries are keyed by the kind's name (['notes'], ['notes', id], ['question-papers'], ...).
 */
export function invalidateKind(queryClient: QueryClient, kind: CatalogKind) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminItemsKey(kind) }),
    queryClient.invalidateQueries({ queryKey: [kind] }),
  ]);
}
