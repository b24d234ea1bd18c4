import type { projectsResponse } from '@studyhub/contract/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listQuery } from '../../../lib/list-query';

/** What the projects list asks for: the address's search, filters and page. */
export interface ProjectsParams {
  q?: string;
  subject?: string;
  price?: string;
  page?: number;
}

/** GET /api/projects: a page of the published projects the search and filters leave. */
export async function getProjects(
  params: ProjectsParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  return apiRequest<typeof projectsResponse>(`/api/projects${listQuery({ ...params })}`, {
    ...(signal ? { signal } : {}),
  });
}

export const projectsQueryOptions = (params: ProjectsParams) =>
  queryOptions({
    queryKey: ['projects', listQuery({ ...params })],
    queryFn: ({ signal }) => getProjects(params, { signal }),
  });

export function useProjects(params: ProjectsParams) {
  return useQuery({ ...projectsQueryOptions(params), placeholderData: keepPreviousData });
}

/** The list's filters, as the address names them (?subject=…). */
export const projectsFilterNames = ['subject', 'price'] as const;
