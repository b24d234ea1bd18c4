import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * The placeholder for a screen whose feature has not been built yet. Each later issue replaces
 * its route's use of this with the real screen.
 */
export function ComingSoon({
  title,
  heading = title,
  showHomeLink = true,
}: {
  /** The screen's name in the tab title: '<title> | StudyHub'. */
  title: string;
  /** The h1; defaults to the title. */
  heading?: string;
  showHomeLink?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-7"
          >
            <path
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M12 6v6l4 2m5-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z"
            />
          </svg>
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
        <p className="mt-3 text-slate-700">
          This section is coming soon. We are putting it together for you, so please check back
          shortly.
        </p>
        {showHomeLink && (
          <Link
            to="/"
            className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            Back to Home
          </Link>
        )}
      </div>
    </section>
  );
}
