import type { profileResponse } from '@studyhub/contract/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/account/photo: the photo as the raw body; the server checks it by its content. */
export function uploadPhoto(input: { file: File; contentType: string }) {
  return apiRequest<typeof profileResponse>('/api/account/photo', {
    method: 'PUT',
    file: { content: input.file, type: input.contentType },
  });
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
