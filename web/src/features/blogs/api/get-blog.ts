import type { blogResponse } from '@studyhub/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/blogs/{id}: one blog with its sections; a 404 for an id that matches none. */
export async function getBlog(id: string, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<typeof blogResponse>(`/api/blogs/${encodeURIComponent(id)}`, {
    ...(signal ? { signal } : {}),
  });
  return answer.blog;
}

export const blogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['blogs', id],
    queryFn: ({ signal }) => getBlog(id, { signal }),
  });

export function useBlog(id: string) {
  return useQuery(blogQueryOptions(id));
}
