import { errorResponse } from '@studyhub/contract/api';
import type { CatalogKind } from '@studyhub/contract/catalog';
import { type UploadResponse, type UploadSlot, uploadResponse } from '@studyhub/contract/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError, UnexpectedResponseError } from '../../../lib/api-client';
import { adminItemKey, invalidateKind } from './query-keys';

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PUT /api/admin/catalog/{kind}/{id}/{pdf|source|image} (admin): the file as the raw body. Sent
 * with XMLHttpRequest rather than fetch because only it reports upload progress.
 */
export function uploadFile(
  path: string,
  file: File,
  contentType: string,
  onProgress: (percent: number) => void,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', path);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.onerror = () => reject(new NetworkError(new Error('upload failed')));
    request.onload = () => {
      const json = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const answer = uploadResponse.safeParse(json);
        if (answer.success) resolve(answer.data);
        else
          reject(
            new UnexpectedResponseError(request.status, 'the answer does not match its schema'),
          );
        return;
      }
      const refusal = errorResponse.safeParse(json);
      if (refusal.success) {
        reject(new ApiError(request.status, refusal.data.code, refusal.data.message));
      } else if (request.status === 413) {
        // A proxy in front of the API may refuse a large body with its own page.
        reject(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is too large for the server.'));
      } else {
        reject(new UnexpectedResponseError(request.status, 'the error is not in the API’s form'));
      }
    };
    request.send(file);
  });
}

export function useUploadFile(kind: CatalogKind, id: string, slot: UploadSlot) {
  const queryClient = useQueryClient();
  const path = `/api/admin/catalog/${kind}/${encodeURIComponent(id)}/${slot.endpoint}`;
  return useMutation({
    mutationFn: (input: {
      file: File;
      contentType: string;
      onProgress: (percent: number) => void;
    }) => uploadFile(path, input.file, input.contentType, input.onProgress),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminItemKey(kind, id) }),
        invalidateKind(queryClient, kind),
      ]);
    },
  });
}
