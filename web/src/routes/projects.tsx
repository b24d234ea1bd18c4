import { useEffect } from 'react';
import { firstRow } from '../components/ui/item-image';
import { LoadError } from '../components/ui/load-error';
import { LoadingMessage } from '../components/ui/loading-message';
import { listPage } from '../components/ui/page-width';
import { useProjects } from '../features/projects/api/get-projects';
import { ProjectCard } from '../features/projects/components/project-card';
import { useDocumentTitle } from '../lib/document-title';

/** /projects: every project's source code for sale, as cards. */
export function ProjectsScreen() {
  useDocumentTitle(
    'Projects',
    'Complete student project source code with setup guides: web, Android, Python, Java and machine learning projects.',
  );
  const { data, error, isError, isLoading, refetch, isRefetching } = useProjects();

  useEffect(() => {
    // Like the notes list: a failed fetch is logged, and the visitor told so with a way to retry.
    if (error) console.error('Error fetching projects', error);
  }, [error]);

  return (
    <div className={listPage}>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Projects</h1>
        <p className="mt-2 text-slate-700">
          Complete, working projects with their source code and a setup guide, ready to study, run
          and present.
        </p>
      </header>
      <section aria-label="Projects" className="mt-6">
        {isLoading ? (
          <LoadingMessage />
        ) : isError ? (
          <LoadError
            what="the projects"
            error={error}
            onRetry={() => refetch()}
            retrying={isRefetching}
          />
        ) : !data?.length ? (
          <p className="rounded-2xl bg-white px-4 py-10 text-center text-slate-700">
            No projects are available right now. Please check back soon.
          </p>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((project, index) => (
              <li key={project.id}>
                <ProjectCard project={project} eager={index < firstRow} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
