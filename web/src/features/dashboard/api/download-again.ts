import type { Download } from '@studyhub/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { downloadsQueryOptions } from './get-downloads';

const fileExtensions: Record<Download['itemType'], string> = {
  note: 'pdf',
  project: 'zip',
  paper: 'pdf',
};

/**
 * GET the item's `downloadUrl` (bearer): the server checks access again, serves the file and
 * records the download, so the list's date moves on.
 */
export function downloadAgain(item: Pick<Download, 'itemType' | 'itemName' | 'downloadUrl'>) {
  return downloadFile(item.downloadUrl, `${item.itemName}.${fileExtensions[item.itemType]}`);
}

/** One per card, so each card has its own busy and error state. */
export function useDownloadAgain(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadAgain,
    onSuccess: () => queryClient.invalidateQueries(downloadsQueryOptions(userId)),
  });
}
