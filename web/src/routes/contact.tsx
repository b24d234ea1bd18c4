import { ComingSoon } from '../components/ui/coming-soon';

export function ContactScreen() {
  return <ComingSoon title="Contact Us" />;
}
