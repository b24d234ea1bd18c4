import type { ProjectDetail } from '@studyhub/contract/catalog';
import { useId } from 'react';
import { technologyLabel } from '../technologies';

/** The project page's technologies: each one's name and what the project uses for it. */
export function ProjectTechnologies({
  technologies,
}: {
  technologies: ProjectDetail['technologies'];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Technologies
      </h2>
      <dl className="mt-3 divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {technologies.map((technology) => (
          <div
            key={technology.name}
            className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3"
          >
            <dt className="font-semibold text-slate-800">{technologyLabel(technology.name)}</dt>
            <dd className="break-words text-slate-700">{technology.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
