import type { Download } from '@studyhub/contract/payments';
import { useEffect } from 'react';
import { formatDate, formatRupees } from '../../../lib/format';
import { useDownloads } from '../api/get-downloads';

const itemTypeLabels: Record<Download['itemType'], string> = {
  note: 'Note',
  project: 'Project',
  paper: 'Question paper',
};

/** The My Downloads tab: one card per download, or the spec's loading and empty texts. */
export function DownloadsList({ userId }: { userId: string | undefined }) {
  const { data, error, isLoading } = useDownloads(userId);

  useEffect(() => {
    // Spec section 8: a failed fetch is logged and the empty text is shown.
    if (error) console.error('Dashboard fetch error', error);
  }, [error]);

  if (isLoading) {
    return (
      <p role="status" className="text-slate-700">
        Loading your dashboard...
      </p>
    );
  }
  if (!data?.length) return <p className="text-slate-700">You haven't downloaded anything yet.</p>;

  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {data.map((item) => (
        <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {itemTypeLabels[item.itemType]}
          </p>
          <h3 className="mt-1 font-semibold break-words text-slate-900">{item.itemName}</h3>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Downloaded</dt>
            <dd className="text-slate-900">{formatDate(item.downloadedAt)}</dd>
            <dt className="text-slate-600">Price</dt>
            <dd className="text-slate-900">
              {item.amountPaise === null ? 'Free' : formatRupees(item.amountPaise)}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
