import { ComingSoon } from '../components/ui/coming-soon';

export function CVerifyScreen() {
  return <ComingSoon title="C Quiz" />;
}
