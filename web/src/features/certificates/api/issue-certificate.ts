import type { certificateResponse } from '@studyhub/contract/quiz';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { certificateQueryOptions } from './get-certificate';

/**
 * POST /api/certificates (signed in): the server issues the certificate of a passing attempt with
 * the name to print on it, once; it decides eligibility.
 */
export async function issueCertificate(body: { attemptId: string; name: string }) {
  const answer = await apiRequest<typeof certificateResponse>('/api/certificates', {
    method: 'POST',
    body,
  });
  return answer.certificate;
}

export function useIssueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCertificate,
    onSuccess: (certificate) => {
      queryClient.setQueryData(certificateQueryOptions(certificate.id).queryKey, certificate);
      void queryClient.invalidateQueries({ queryKey: ['my-certificates'] });
      void queryClient.invalidateQueries({ queryKey: ['latest-pass'] });
    },
  });
}
