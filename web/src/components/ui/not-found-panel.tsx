import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The one way the site says an address leads nowhere: a missing page, note or project. The
 * heading is the spec's words ('Note not found'), the link goes where the visitor can carry on.
 */
export function NotFoundPanel({
  title,
  children,
  back,
}: {
  title: string;
  /** What may have happened, in a sentence. */
  children: ReactNode;
  back: { to: string; label: string };
}) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:py-24">
      <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-3 text-slate-700">{children}</p>
      <Link
        to={back.to}
        className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {back.label}
      </Link>
    </section>
  );
}
