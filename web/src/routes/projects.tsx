import { ComingSoon } from '../components/ui/coming-soon';

export function ProjectsScreen() {
  return <ComingSoon title="Projects" />;
}
