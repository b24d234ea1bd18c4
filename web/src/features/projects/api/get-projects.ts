import { projectsResponse } from '@studyhub/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/projects: every published project. */
export async function getProjects({ signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest('/api/projects', {
    schema: projectsResponse,
    ...(signal ? { signal } : {}),
  });
  return answer.projects;
}

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: ['projects'],
    queryFn: ({ signal }) => getProjects({ signal }),
  });

export function useProjects() {
  return useQuery(projectsQueryOptions());
}
