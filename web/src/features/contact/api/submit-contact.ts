import type { ContactBody, requestSubmittedResponse } from '@studyhub/contract/requests';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact/submit (bearer): stores the message and answers with its requestId. */
export function submitContact(body: ContactBody) {
  return apiRequest<typeof requestSubmittedResponse>('/api/contact/submit', {
    method: 'POST',
    body,
  });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
