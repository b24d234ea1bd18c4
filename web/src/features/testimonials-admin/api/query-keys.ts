import type { TestimonialKind } from '@studyhub/contract/testimonials';
import type { QueryClient } from '@tanstack/react-query';

export const adminEntriesKey = (kind: TestimonialKind) => ['admin', kind] as const;
export const adminEntryKey = (kind: TestimonialKind, id: string) => ['admin', kind, id] as const;

/** After a change: the operators' lists and the public sliders (['testimonials']) fetch afresh. */
export function invalidateEntries(queryClient: QueryClient, kind: TestimonialKind) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminEntriesKey(kind) }),
    queryClient.invalidateQueries({ queryKey: ['testimonials'] }),
  ]);
}
