import { ComingSoon } from '../components/ui/coming-soon';

export function JsCertificateScreen() {
  return <ComingSoon title="JavaScript Certificate" />;
}
