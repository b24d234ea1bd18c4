import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/document-title';

/** Any path the route table does not have. */
export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Page not found
      </h1>
      <p className="mt-3 text-slate-700">
        The page you are looking for does not exist or has moved.
      </p>
      <Link
        to="/"
        className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Go to the home page
      </Link>
    </section>
  );
}
