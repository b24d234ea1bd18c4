import type { coursesResponse } from '@studyhub/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/courses: the published courses. */
export async function getCourses({ signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<typeof coursesResponse>('/api/courses', {
    ...(signal ? { signal } : {}),
  });
  return answer.courses;
}

export const coursesQueryOptions = () =>
  queryOptions({
    queryKey: ['courses'],
    queryFn: ({ signal }) => getCourses({ signal }),
  });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
