import { errorResponse } from '@studyhub/contract/api';
import type { CatalogKind } from '@studyhub/contract/catalog';
import { type UploadResponse, uploadLimits, uploadResponse } from '@studyhub/contract/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError, UnexpectedResponseError } from '../../../lib/api-client';
import { adminItemKey, invalidateKind } from './query-keys';

/** What a file slot takes: the browser checks type and size before sending (decision 0021). */
export interface UploadSlot {
  /** The endpoint's last word: pdf, source or image. */
  endpoint: 'pdf' | 'source' | 'image';
  /** 'PDF', 'source code (ZIP)', 'card image': in labels and messages. */
  what: string;
  /** The file input's accept attribute. */
  accept: string;
  /** Content types the server takes, by file name ending; the first one is sent. */
  types: Record<string, string>;
  typeText: string;
  limitBytes: number;
}

export const uploadSlots = {
  pdf: {
    endpoint: 'pdf',
    what: 'PDF',
    accept: '.pdf,application/pdf',
    types: { '.pdf': 'application/pdf' },
    typeText: 'a PDF',
    limitBytes: uploadLimits.pdfBytes,
  },
  source: {
    endpoint: 'source',
    what: 'source code (ZIP)',
    accept: '.zip,application/zip,application/x-zip-compressed',
    types: { '.zip': 'application/zip' },
    typeText: 'a ZIP archive',
    limitBytes: uploadLimits.zipBytes,
  },
  image: {
    endpoint: 'image',
    what: 'card image',
    accept: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
    types: {
      '.png': 'image/png',
      '.jpg': 'image/jpeg',
      '.jpeg': 'image/jpeg',
      '.webp': 'image/webp',
    },
    typeText: 'a PNG, JPEG or WebP image',
    limitBytes: uploadLimits.imageBytes,
  },
} as const satisfies Record<string, UploadSlot>;

/** 26214400 → '25 MB'; 1536 → '1.5 KB' (binary units, as operating systems show file sizes). */
export function formatBytes(bytes: number) {
  const units = ['bytes', 'KB', 'MB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

/** The Content-Type to send for a chosen file, or a message saying why it cannot be sent. */
export function checkFile(
  slot: UploadSlot,
  file: File,
): { contentType: string } | { problem: string } {
  const name = file.name.toLowerCase();
  const ending = Object.keys(slot.types).find((end) => name.endsWith(end));
  const byType = Object.values(slot.types).includes(file.type) ? file.type : undefined;
  const contentType = ending ? slot.types[ending as keyof typeof slot.types] : byType;
  if (!contentType) {
    return { problem: `“${file.name}” is not ${slot.typeText}. Choose ${slot.typeText}.` };
  }
  if (file.size === 0) return { problem: `“${file.name}” is empty.` };
  if (file.size > slot.limitBytes) {
    return {
      problem: `“${file.name}” is ${formatBytes(file.size)}; the ${slot.what} can be at most ${formatBytes(slot.limitBytes)}.`,
    };
  }
  return { contentType };
}

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
