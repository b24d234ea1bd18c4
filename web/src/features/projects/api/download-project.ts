import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/projects/{id}/download: the source code as a zip, for someone who bought it. */
export function downloadProject(id: string) {
  return downloadFile(`/api/projects/${encodeURIComponent(id)}/download`, `${id}-source-code.zip`);
}

export function useDownloadProject() {
  return useMutation({ mutationFn: downloadProject });
}
