import { ComingSoon } from '../components/ui/coming-soon';

export function JavascriptQuizScreen() {
  return <ComingSoon title="JavaScript Quiz" />;
}
