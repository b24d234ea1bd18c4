import { ComingSoon } from '../components/ui/coming-soon';

export function SupportUsScreen() {
  return <ComingSoon title="Support Us" heading="Support Our Mission" />;
}
