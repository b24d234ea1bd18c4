import { ComingSoon } from '../components/ui/coming-soon';

export function HomeScreen() {
  return <ComingSoon title="Home" heading="Welcome to StudyHub" showHomeLink={false} />;
}
