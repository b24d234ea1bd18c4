import { notFoundMessages } from '@studyhub/contract/catalog';
import { Link } from 'react-router';

/** A project address that matches no project (spec section 8: 'Project not found'). */
export function ProjectNotFound() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-slate-900">{notFoundMessages.project}</h1>
        <p className="mt-3 text-slate-700">
          The project may have been moved or removed. Every project is on the projects page.
        </p>
        <Link
          to="/projects"
          className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Back to Projects
        </Link>
      </div>
    </div>
  );
}
