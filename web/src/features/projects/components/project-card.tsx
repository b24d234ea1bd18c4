import type { ProjectSummary } from '@studyhub/contract/catalog';
import { type Eagerness, ItemImage } from '../../../components/ui/item-image';
import { Link } from '../../../lib/link';
import { projectPrice, technologyValue } from '../technologies';

/** One project in the /projects grid: image, name, about, frontend, backend, price. */
export function ProjectCard({
  project,
  eager = false,
}: {
  project: ProjectSummary;
  /** The first cards' images are above the fold. */
  eager?: Eagerness;
}) {
  const stack = [
    { label: 'Frontend', value: technologyValue(project, 'frontend') },
    { label: 'Backend', value: technologyValue(project, 'backend') },
  ];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ItemImage image={project} alt="" eager={eager} />
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h2 className="text-lg leading-snug font-semibold break-words text-slate-900">
          {project.name}
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{project.about}</p>
        <dl className="mt-4 space-y-2 text-sm">
          {stack.map((item) => (
            <div key={item.label}>
              <dt className="font-semibold text-slate-800">{item.label}</dt>
              <dd className="break-words text-slate-700">{item.value ?? 'Not listed'}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 sm:mt-auto sm:pt-4">
          <p className="text-lg font-bold text-slate-900">
            <span className="sr-only">Price: </span>
            {projectPrice(project)}
          </p>
          <Link
            to={`/projects/${project.id}`}
            aria-label={`View Project: ${project.name}`}
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            View Project
          </Link>
        </div>
      </div>
    </article>
  );
}
