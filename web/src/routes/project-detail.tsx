import type { ProjectDetail } from '@studyhub/contract/catalog';
import { projectDownloadUrl } from '../features/projects/api/download-project';
import { useProject } from '../features/projects/api/get-project';
import { useProjectPurchase } from '../features/projects/api/get-project-purchase';
import {
  ProjectFailed,
  projectErrorTitle,
} from '../features/projects/components/project-not-found';
import { ProjectTechnologies } from '../features/projects/components/project-technologies';
import { projectPrice } from '../features/projects/technologies';
import { ItemDetail, type ItemDetailKind } from './catalog-item';

const project: ItemDetailKind<ProjectDetail> = {
  itemType: 'project',
  list: { path: '/projects', label: 'All projects' },
  useItem: useProject,
  useOwned: useProjectPurchase,
  price: projectPrice,
  downloadUrl: projectDownloadUrl,
  texts: {
    title: 'Project',
    loading: 'Project details',
    imageAlt: (name) => `Screenshot of ${name}`,
    preview: 'Preview Project',
    buy: (price) => `Get Source Code (${price})`,
    download: 'Download Source Code',
    checking: 'Checking your purchase...',
    bought: 'the source code',
    logIn: 'Log in to buy and download the source code.',
  },
  facts: (item) => (
    <>
      <ProjectTechnologies technologies={item.technologies} />
      <p className="mt-6 text-slate-700">
        Price: <span className="text-2xl font-bold text-slate-900">{projectPrice(item)}</span>
      </p>
    </>
  ),
  buttonsMargin: 'mt-4',
  failedTitle: projectErrorTitle,
  Failed: ProjectFailed,
  endSessionWhenRefused: true,
};

/**
 * /projects/{id}: one project, its technologies, and buying or downloading its source code.
 * Whether it is bought comes only from the server (decision 1).
 */
export function ProjectDetailScreen() {
  return <ItemDetail kind={project} />;
}
