import type { toolsResponse } from '@studyhub/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/tools: the published AI tools. */
export async function getTools({ signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<typeof toolsResponse>('/api/tools', {
    ...(signal ? { signal } : {}),
  });
  return answer.tools;
}

export const toolsQueryOptions = () =>
  queryOptions({
    queryKey: ['tools'],
    queryFn: ({ signal }) => getTools({ signal }),
  });

export function useTools() {
  return useQuery(toolsQueryOptions());
}
