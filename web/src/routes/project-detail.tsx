import { ComingSoon } from '../components/ui/coming-soon';

export function ProjectDetailScreen() {
  return <ComingSoon title="Project" heading="Project details" />;
}
