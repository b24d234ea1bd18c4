import type { ProjectSummary } from '@studyhub/contract/catalog';
import { formatRupees } from '../../lib/format';

/** The value of one named technology ('frontend', 'backend', ...), if the project lists it. */
export function technologyValue(project: Pick<ProjectSummary, 'technologies'>, name: string) {
  return project.technologies.find((technology) => technology.name.toLowerCase() === name)?.value;
}

/** A technology's key as a label: 'build tool' → 'Build tool'. */
export function technologyLabel(name: string) {
  return name.charAt(0).toLocaleUpperCase('en-IN') + name.slice(1);
}

/** Projects are always paid: their price in rupees, '₹1,499'. */
export function projectPrice(project: Pick<ProjectSummary, 'price'>) {
  return formatRupees(project.price * 100);
}
