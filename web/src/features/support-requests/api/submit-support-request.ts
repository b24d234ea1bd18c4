import type { requestSubmittedResponse } from '@studyhub/contract/requests';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST one support request (a contact message to /api/contact/submit, a refund request to
 * /api/refund-requests): stores it and answers with its requestId.
 */
export function submitSupportRequest(endpoint: string, body: unknown) {
  return apiRequest<typeof requestSubmittedResponse>(endpoint, { method: 'POST', body });
}

export function useSubmitSupportRequest(endpoint: string) {
  return useMutation({ mutationFn: (body: unknown) => submitSupportRequest(endpoint, body) });
}
