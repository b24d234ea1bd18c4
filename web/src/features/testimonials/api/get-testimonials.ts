import type { testimonialsResponse } from '@studyhub/contract/testimonials';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/testimonials: the published testimonials and reviews, in the operators' order. */
export function getTestimonials({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<typeof testimonialsResponse>('/api/testimonials', {
    ...(signal ? { signal } : {}),
  });
}

export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ['testimonials'],
    queryFn: ({ signal }) => getTestimonials({ signal }),
  });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
