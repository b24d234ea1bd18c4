import type { ProjectSummary, ProjectsResponse } from '@studyhub/contract/catalog';
import {
  type ItemList,
  ItemListScreen,
  priceFilter,
  subjectFilter,
} from '../features/catalog/components/item-list-screen';
import { projectsFilterNames, useProjects } from '../features/projects/api/get-projects';
import { ProjectCard } from '../features/projects/components/project-card';

const projects: ItemList<ProjectsResponse, ProjectSummary, (typeof projectsFilterNames)[number]> = {
  noun: 'projects',
  title: 'Projects',
  description:
    'Complete student project source code with setup guides: web, Android, Python, Java and machine learning projects.',
  intro:
    'Complete, working projects with their source code and a setup guide, ready to study, run and present.',
  path: '/projects',
  searchPlaceholder: 'Search projects, e.g. Django or Android',
  filterNames: projectsFilterNames,
  filters: { subject: subjectFilter, price: priceFilter },
  useList: useProjects,
  items: (answer) => answer.projects,
  card: (project, eager) => <ProjectCard project={project} eager={eager} />,
};

/** /projects: every project's source code for sale, as cards, searched and filtered on the server. */
export function ProjectsScreen() {
  return <ItemListScreen kind={projects} />;
}
