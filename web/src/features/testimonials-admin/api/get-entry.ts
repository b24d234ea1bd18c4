import type {
  AdminTestimonialEntry,
  adminTestimonialEntryResponse,
  TestimonialKind,
} from '@studyhub/contract/testimonials';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminEntryKey } from './query-keys';

/** GET /api/admin/{testimonials,reviews}/{id} (admin): one, with every field an operator edits. */
export async function getEntry(
  kind: TestimonialKind,
  id: string,
  signal?: AbortSignal,
): Promise<AdminTestimonialEntry> {
  const answer = await apiRequest<typeof adminTestimonialEntryResponse>(
    `/api/admin/${kind}/${encodeURIComponent(id)}`,
    {
      ...(signal ? { signal } : {}),
    },
  );
  return answer.item;
}

export function entryQueryOptions(kind: TestimonialKind, id: string) {
  return queryOptions({
    queryKey: adminEntryKey(kind, id),
    queryFn: ({ signal }) => getEntry(kind, id, signal),
  });
}

export function useEntry(kind: TestimonialKind, id: string) {
  return useQuery(entryQueryOptions(kind, id));
}
