import type { certificateResponse } from '@studyhub/contract/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/certificates/{id} (public): the certificate with this id, for anyone to verify. */
export async function getCertificate(id: string, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<typeof certificateResponse>(
    `/api/certificates/${encodeURIComponent(id)}`,
    {
      ...(signal ? { signal } : {}),
    },
  );
  return answer.certificate;
}

export const certificateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['certificate', id],
    queryFn: ({ signal }) => getCertificate(id, { signal }),
    // A revocation must show at once on the verification page.
    staleTime: 0,
  });

export function useCertificate(id: string | null) {
  return useQuery({ ...certificateQueryOptions(id ?? ''), enabled: Boolean(id) });
}
