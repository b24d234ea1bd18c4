import type { adminCertificatesResponse } from '@studyhub/contract/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/certificates?q= (admin): by exact id, or part of the printed name or email. */
export function findCertificates(q: string, signal?: AbortSignal) {
  return apiRequest<typeof adminCertificatesResponse>(
    `/api/admin/certificates?${new URLSearchParams({ q })}`,
    {
      ...(signal ? { signal } : {}),
    },
  ).then((answer) => answer.certificates);
}

export function certificatesQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['admin', 'certificates', q],
    queryFn: ({ signal }) => findCertificates(q, signal),
    enabled: q.length >= 2,
  });
}

export function useFindCertificates(q: string) {
  return useQuery(certificatesQueryOptions(q));
}
