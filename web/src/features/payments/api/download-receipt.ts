import { receiptUrl } from '@studyhub/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/user/receipts/{orderId}.pdf: the receipt (or tax invoice) of one of my orders. */
export function downloadReceipt(orderId: string) {
  return downloadFile(receiptUrl(orderId), `receipt-${orderId}.pdf`);
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
