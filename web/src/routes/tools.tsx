import { ComingSoon } from '../components/ui/coming-soon';

export function ToolsScreen() {
  return <ComingSoon title="Tools" heading="Tools for your features" />;
}
