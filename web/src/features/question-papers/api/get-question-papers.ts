import type { papersResponse } from '@studyhub/contract/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listQuery } from '../../../lib/list-query';

/** What the papers list asks for: the address's search, filters and page. */
export interface QuestionPapersParams {
  q?: string;
  subject?: string;
  year?: string;
  price?: string;
  page?: number;
}

/** GET /api/question-papers: a page of the published papers, newest year first or best match. */
export async function getQuestionPapers(
  params: QuestionPapersParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  return apiRequest<typeof papersResponse>(`/api/question-papers${listQuery({ ...params })}`, {
    ...(signal ? { signal } : {}),
  });
}

export const questionPapersQueryOptions = (params: QuestionPapersParams) =>
  queryOptions({
    queryKey: ['question-papers', listQuery({ ...params })],
    queryFn: ({ signal }) => getQuestionPapers(params, { signal }),
  });

export function useQuestionPapers(params: QuestionPapersParams) {
  return useQuery({ ...questionPapersQueryOptions(params), placeholderData: keepPreviousData });
}

/** The list's filters, as the address names them (?subject=…). */
export const questionPapersFilterNames = ['subject', 'year', 'price'] as const;
