import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/account/export: saves everything the site holds about the account as JSON. */
export function downloadMyData() {
  return downloadFile('/api/account/export', 'studyhub-my-data.json');
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
