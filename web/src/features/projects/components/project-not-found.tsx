import { notFoundMessages } from '@studyhub/contract/constants';
import { NotFoundPanel } from '../../../components/ui/not-found-panel';

/** A project address that matches no project (spec section 8: 'Project not found'). */
export function ProjectNotFound() {
  return (
    <NotFoundPanel
      title={notFoundMessages.project}
      back={{ to: '/projects', label: 'Back to Projects' }}
    >
      The project may have been moved or removed. Every project is on the projects page.
    </NotFoundPanel>
  );
}
