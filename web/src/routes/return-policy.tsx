import { ComingSoon } from '../components/ui/coming-soon';

export function ReturnPolicyScreen() {
  return <ComingSoon title="Return Policy" />;
}
