import type { QuestionPaper } from '@studyhub/contract/catalog';
import { useLocation } from 'react-router';
import { formatRupees } from '../../../lib/format';
import { Link } from '../../../lib/link';
import {
  questionPaperDownloadUrl,
  useRefreshDownloadsAfterClick,
} from '../api/download-question-paper';

const buttonClass =
  'inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700';

/**
 * One paper: name, university line, year and 'Download', a link that works before and without the
 * script (decision 35). Downloading needs a signed-in user, so a signed-out visitor's link goes to
 * /login and back here (spec section 5). A paper that is not free has no link: the server refuses
 * it to everyone.
 */
export function PaperCard({ paper, signedIn }: { paper: QuestionPaper; signedIn: boolean }) {
  const { pathname, search } = useLocation();
  const refreshDownloads = useRefreshDownloadsAfterClick();
  // The label tells screen-reader users which paper each 'Download' is for.
  const label = `Download: ${paper.name} (${paper.date})`;
  const here = `${pathname}${search}`;

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
        {!paper.isFree ? (
          <p className="text-sm text-slate-700">This paper is not free to download.</p>
        ) : signedIn ? (
          <a
            href={questionPaperDownloadUrl(paper)}
            download=""
            onClick={refreshDownloads}
            aria-label={label}
            className={buttonClass}
          >
            Download
          </a>
        ) : (
          <Link
            to={`/login?next=${encodeURIComponent(here)}`}
            aria-label={label}
            className={buttonClass}
          >
            Download
          </Link>
        )}
      </div>
    </li>
  );
}
