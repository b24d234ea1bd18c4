import type { blogsResponse } from '@studyhub/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/blogs: the published blogs, newest first. */
export async function getBlogs({ signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<typeof blogsResponse>('/api/blogs', {
    ...(signal ? { signal } : {}),
  });
  return answer.blogs;
}

export const blogsQueryOptions = () =>
  queryOptions({
    queryKey: ['blogs'],
    queryFn: ({ signal }) => getBlogs({ signal }),
  });

export function useBlogs() {
  return useQuery(blogsQueryOptions());
}
