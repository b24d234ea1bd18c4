import type {
  AdminTestimonialEntry,
  adminTestimonialEntryResponse,
  ReviewInput,
  TestimonialInput,
  TestimonialKind,
} from '@studyhub/contract/testimonials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminEntryKey, invalidateEntries } from './query-keys';

type Input = TestimonialInput | ReviewInput;

/**
 * POST /api/admin/{kind} (a new draft at the end of the order) or PUT /api/admin/{kind}/{id}
 * (new words for an existing one), admin only.
 */
export async function saveEntry(
  kind: TestimonialKind,
  id: string | undefined,
  input: Input,
): Promise<AdminTestimonialEntry> {
  const answer = await apiRequest<typeof adminTestimonialEntryResponse>(
    id ? `/api/admin/${kind}/${encodeURIComponent(id)}` : `/api/admin/${kind}`,
    { method: id ? 'PUT' : 'POST', body: input },
  );
  return answer.item;
}

export function useSaveEntry(kind: TestimonialKind, id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => saveEntry(kind, id, input),
    onSuccess: async (item) => {
      queryClient.setQueryData(adminEntryKey(kind, item.id), item);
      await invalidateEntries(queryClient, kind);
    },
  });
}
