import { notFoundMessages } from '@studyhub/contract/constants';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { NotFoundPanel } from '../../../components/ui/not-found-panel';
import { ApiError } from '../../../lib/api-client';

/** A project address that matches no project (spec section 8: 'Project not found'). */
function ProjectNotFound() {
  return (
    <NotFoundPanel
      title={notFoundMessages.project}
      back={{ to: '/projects', label: 'Back to Projects' }}
    >
      The project may have been moved or removed. Every project is on the projects page.
    </NotFoundPanel>
  );
}

const missing = (error: Error | null) => error instanceof ApiError && error.status === 404;

/** The project page's title when the project could not be loaded, if not the page's own. */
export function projectErrorTitle(error: Error | null) {
  return missing(error) ? notFoundMessages.project : undefined;
}

/**
 * The project page when there is no project to show: a missing one says so; any other failure to
 * load goes back to the list (spec section 8), and is logged.
 */
export function ProjectFailed({ error }: { error: Error | null }) {
  useEffect(() => {
    if (error) console.error('Error fetching project', error);
  }, [error]);
  if (missing(error)) return <ProjectNotFound />;
  return <Navigate to="/projects" replace />;
}
