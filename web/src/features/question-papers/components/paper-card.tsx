import type { QuestionPaper } from '@studyhub/contract/catalog';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { useDownloadQuestionPaper } from '../api/download-question-paper';

function failureMessage(error: unknown) {
  return error instanceof ApiError || error instanceof NetworkError
    ? error.message
    : 'The download failed. Please try again.';
}

/**
 * One paper: name, university line, year and 'Download'. Downloading needs a signed-in user; a
 * signed-out visitor goes to /login and comes back here (spec section 5).
 */
export function PaperCard({ paper, signedIn }: { paper: QuestionPaper; signedIn: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const download = useDownloadQuestionPaper();
  const errorId = useId();
  const buttonText = download.isPending ? 'Downloading...' : 'Download';

  function onDownload() {
    if (!signedIn) {
      navigate('/login', { state: { from: location } });
      return;
    }
    if (!download.isPending) download.mutate(paper);
  }

  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg leading-snug font-semibold break-words text-slate-900">
        {paper.name}
      </h2>
      <p className="mt-1 text-sm break-words text-slate-700">{paper.university}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Year</dt>
        <dd className="font-medium text-slate-900">{paper.date}</dd>
        <dt className="text-slate-600">Price</dt>
        <dd className="font-medium text-slate-900">
          {paper.isFree ? 'Free' : formatRupees(paper.price * 100)}
        </dd>
      </dl>
      <div className="mt-auto pt-5">
        <button
          type="button"
          onClick={onDownload}
          // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
          aria-disabled={download.isPending}
          // The label tells screen-reader users which paper each 'Download' is for.
          aria-label={`${buttonText}: ${paper.name} (${paper.date})`}
          aria-describedby={download.isError ? errorId : undefined}
          className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:bg-brand-700"
        >
          {buttonText}
        </button>
        {download.isError && (
          <p
            id={errorId}
            role="alert"
            className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {failureMessage(download.error)}
          </p>
        )}
      </div>
    </li>
  );
}
