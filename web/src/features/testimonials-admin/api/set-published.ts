import type {
  AdminTestimonialEntry,
  adminTestimonialEntryResponse,
  TestimonialKind,
} from '@studyhub/contract/testimonials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminEntryKey, invalidateEntries } from './query-keys';

/** PATCH /api/admin/{kind}/{id} (admin) with `published`: shows it on the site or hides it. */
export async function setPublished(
  kind: TestimonialKind,
  id: string,
  published: boolean,
): Promise<AdminTestimonialEntry> {
  const answer = await apiRequest<typeof adminTestimonialEntryResponse>(
    `/api/admin/${kind}/${encodeURIComponent(id)}`,
    {
      method: 'PATCH',
      body: { published },
    },
  );
  return answer.item;
}

export function useSetPublished(kind: TestimonialKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      setPublished(kind, id, published),
    onSuccess: async (item) => {
      queryClient.setQueryData(adminEntryKey(kind, item.id), item);
      await invalidateEntries(queryClient, kind);
    },
  });
}
