import { papersResponse } from '@studyhub/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/question-papers: the published papers, newest year first. */
export async function getQuestionPapers({ signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest('/api/question-papers', {
    schema: papersResponse,
    ...(signal ? { signal } : {}),
  });
  return answer.papers;
}

export const questionPapersQueryOptions = () =>
  queryOptions({
    queryKey: ['question-papers'],
    queryFn: ({ signal }) => getQuestionPapers({ signal }),
  });

export function useQuestionPapers() {
  return useQuery(questionPapersQueryOptions());
}
