import { site } from '@studyhub/contract/site-content';
import type { ReactNode } from 'react';
import { readingPage } from '../../../components/ui/page-width';
import { formatDate } from '../../../lib/format';

/** The frame of a page of policy text: heading, date of the last revision, readable measure. */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={readingPage}>
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {`Last updated: ${formatDate(site.legalUpdatedOn)}`}
        </p>
        <div className="mt-4 text-lg leading-relaxed text-slate-700">{intro}</div>
      </header>
      <div className="mt-8 space-y-10">{children}</div>
    </article>
  );
}

/** One titled part of a policy. */
export function LegalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-2">
        {children}
      </div>
    </section>
  );
}
