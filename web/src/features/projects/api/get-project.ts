import type { projectResponse } from '@studyhub/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/projects/{id}: one project with its technologies; a 404 when there is none. */
export async function getProject(id: string, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<typeof projectResponse>(
    `/api/projects/${encodeURIComponent(id)}`,
    {
      ...(signal ? { signal } : {}),
    },
  );
  return answer.project;
}

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['projects', id],
    queryFn: ({ signal }) => getProject(id, { signal }),
  });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
