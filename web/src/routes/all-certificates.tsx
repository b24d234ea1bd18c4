import { ComingSoon } from '../components/ui/coming-soon';

export function AllCertificatesScreen() {
  return <ComingSoon title="Certificates" heading="All Certificates" />;
}
