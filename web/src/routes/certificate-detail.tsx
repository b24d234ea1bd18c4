import { ComingSoon } from '../components/ui/coming-soon';

export function CertificateDetailScreen() {
  return <ComingSoon title="Certificate" heading="Certificate verification" />;
}
