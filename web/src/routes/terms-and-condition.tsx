import { ComingSoon } from '../components/ui/coming-soon';

export function TermsAndConditionScreen() {
  return <ComingSoon title="Terms and Conditions" />;
}
