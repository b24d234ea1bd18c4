import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/notes/{id}/download: the note's PDF; the server checks access on every download. */
export function downloadNote(id: string) {
  return downloadFile(`/api/notes/${encodeURIComponent(id)}/download`, `${id}.pdf`);
}

export function useDownloadNote() {
  return useMutation({ mutationFn: downloadNote });
}
