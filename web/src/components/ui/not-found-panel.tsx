import type { ReactNode } from 'react';
import { Link } from '../../lib/link';
import { readingWidth } from './page-width';

/**
 * The one way the site says an address leads nowhere (decision 29): an unknown page, note,
 * project, blog or certificate, and in /admin an unknown screen, item, order or user. The heading
 * is the spec's words where it has them ('Note not found'); the link goes where the visitor can
 * carry on. Inside a screen that has its own h1 (the admin frame), the heading is an h2.
 */
export function NotFoundPanel({
  title,
  children,
  back,
  level = 1,
}: {
  title: string;
  /** What may have happened, in a sentence. */
  children: ReactNode;
  back: { to: string; label: string };
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`${readingWidth} py-16 text-center sm:py-24`}>
      <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <Heading className="mt-4 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
        {title}
      </Heading>
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
