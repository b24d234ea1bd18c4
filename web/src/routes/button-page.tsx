import { ComingSoon } from '../components/ui/coming-soon';

export function ButtonPageScreen() {
  return <ComingSoon title="Quick Links" />;
}
