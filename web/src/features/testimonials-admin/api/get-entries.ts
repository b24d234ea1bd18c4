import type {
  AdminTestimonialEntry,
  adminTestimonialEntriesResponse,
  TestimonialKind,
} from '@studyhub/contract/testimonials';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminEntriesKey } from './query-keys';

/** GET /api/admin/{testimonials,reviews} (admin): every one not deleted, drafts too, in order. */
export async function getEntries(
  kind: TestimonialKind,
  signal?: AbortSignal,
): Promise<AdminTestimonialEntry[]> {
  const answer = await apiRequest<typeof adminTestimonialEntriesResponse>(`/api/admin/${kind}`, {
    ...(signal ? { signal } : {}),
  });
  return answer.items;
}

export function entriesQueryOptions(kind: TestimonialKind) {
  return queryOptions({
    queryKey: adminEntriesKey(kind),
    queryFn: ({ signal }) => getEntries(kind, signal),
  });
}

export function useEntries(kind: TestimonialKind) {
  return useQuery(entriesQueryOptions(kind));
}
