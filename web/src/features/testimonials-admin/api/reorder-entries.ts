import type {
  AdminTestimonialEntry,
  adminTestimonialEntriesResponse,
  TestimonialKind,
} from '@studyhub/contract/testimonials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminEntriesKey } from './query-keys';

/** PUT /api/admin/{kind}/order (admin): every entry's id, first shown first. */
export async function reorderEntries(
  kind: TestimonialKind,
  ids: string[],
): Promise<AdminTestimonialEntry[]> {
  const answer = await apiRequest<typeof adminTestimonialEntriesResponse>(
    `/api/admin/${kind}/order`,
    {
      method: 'PUT',
      body: { ids },
    },
  );
  return answer.items;
}

export function useReorderEntries(kind: TestimonialKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => reorderEntries(kind, ids),
    // The answer is the list in its new order; only the public sliders need fetching afresh.
    onSuccess: async (items) => {
      queryClient.setQueryData(adminEntriesKey(kind), items);
      await queryClient.invalidateQueries({ queryKey: ['testimonials'] });
    },
    // An order refused as out of date (someone else changed the list) is fetched afresh.
    onError: () => queryClient.invalidateQueries({ queryKey: adminEntriesKey(kind) }),
  });
}
