import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { readingWidth } from '../components/ui/page-width';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';

/** Shown when a screen fails to render or its code fails to load (e.g. offline, or a new release). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    console.error('Screen error', error);
  }, [error]);
  return (
    <section className={`${readingWidth} py-16 text-center sm:py-24`}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Something went wrong
      </h1>
      <p className="mt-3 text-slate-700">
        This page could not be shown. Please check your connection and reload the page.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Reload the page
        </button>
        <Link
          to="/"
          reloadDocument
          className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100"
        >
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
