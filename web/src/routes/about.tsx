import { ComingSoon } from '../components/ui/coming-soon';

export function AboutScreen() {
  return <ComingSoon title="About Us" />;
}
