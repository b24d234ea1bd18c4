import type { ReactNode } from 'react';

/**
 * One titled panel of /account. Its `id` is where a form posted without the script brings the
 * student back to (`action="/account#…"`), to the outcome beside what they typed.
 */
export function SectionCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-label={title}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="mt-3 rounded-lg border border-green-300 bg-green-50 px-4 py-2 text-sm font-medium text-green-900"
    >
      {children}
    </p>
  );
}

/** What went wrong; `id` lets the field it is about name it as its description. */
export function ErrorMessage({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="mt-3 rounded-lg border border-red-300 bg-red-50 px-4 py-2 text-sm font-medium text-red-800"
    >
      {children}
    </p>
  );
}

export const buttonClass =
  'rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-700';
export const secondaryButtonClass =
  'rounded-lg bg-white px-4 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500';
