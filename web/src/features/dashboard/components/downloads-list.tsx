import type { Download } from '@studyhub/contract/payments';
import { useEffect } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { formatDate, formatRupees } from '../../../lib/format';
import { Link } from '../../../lib/link';
import { useRefreshAfterDownloadAgain } from '../api/download-again';
import { useDownloads } from '../api/get-downloads';

const itemTypeLabels: Record<Download['itemType'], string> = {
  note: 'Note',
  project: 'Project',
  paper: 'Question paper',
};

const linkClass =
  'inline-flex items-center justify-center rounded-lg px-4 py-2.5 font-semibold ring-1 ring-slate-300 bg-white text-slate-800 hover:bg-slate-50';

/** Each item once, at its latest download: the list comes newest first. */
export function latestPerItem(downloads: Download[]): Download[] {
  const seen = new Set<string>();
  return downloads.filter((download) => {
    const key = `${download.itemType} ${download.itemId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function DownloadCard({ item, userId }: { item: Download; userId: string | undefined }) {
  const refreshAfterDownload = useRefreshAfterDownloadAgain(userId);
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {itemTypeLabels[item.itemType]}
      </p>
      <h3 className="mt-1 font-semibold break-words text-slate-900">{item.itemName}</h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Last downloaded</dt>
        <dd className="text-slate-900">{formatDate(item.downloadedAt)}</dd>
        <dt className="text-slate-600">Price</dt>
        <dd className="text-slate-900">
          {item.amountPaise === null ? 'Free' : formatRupees(item.amountPaise)}
        </dd>
      </dl>
      <div className="mt-4">
        <a
          href={item.downloadUrl}
          download=""
          onClick={refreshAfterDownload}
          aria-label={`Download: ${item.itemName}`}
          className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Download
        </a>
      </div>
    </li>
  );
}

/**
 * The My Downloads tab: each item once with its last download date and a Download link, the
 * spec's loading and empty texts, and a failed load said as such with 'Try again'.
 */
export function DownloadsList({ userId }: { userId: string | undefined }) {
  const { data, error, isError, isLoading, refetch, isRefetching } = useDownloads(userId);

  useEffect(() => {
    // Spec section 8 logs a failed dashboard fetch; the visitor is now told too.
    if (error) console.error('Dashboard fetch error', error);
  }, [error]);

  if (isLoading) {
    return (
      <p role="status" className="text-slate-700">
        Loading your dashboard...
      </p>
    );
  }
  if (isError) {
    return (
      <LoadError
        what="your downloads"
        error={error}
        onRetry={() => refetch()}
        retrying={isRefetching}
      />
    );
  }
  const items = latestPerItem(data ?? []);
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
        <p className="text-slate-700">You haven't downloaded anything yet.</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Link to="/notes" className={linkClass}>
            Browse notes
          </Link>
          <Link to="/projects" className={linkClass}>
            Browse projects
          </Link>
        </div>
      </div>
    );
  }

  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <DownloadCard key={item.id} item={item} userId={userId} />
      ))}
    </ul>
  );
}
