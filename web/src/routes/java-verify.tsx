import { ComingSoon } from '../components/ui/coming-soon';

export function JavaVerifyScreen() {
  return <ComingSoon title="Java Quiz" />;
}
