import { ComingSoon } from '../components/ui/coming-soon';

export function PrivacyPolicyScreen() {
  return <ComingSoon title="Privacy Policy" />;
}
