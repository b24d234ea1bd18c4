import { ComingSoon } from '../components/ui/coming-soon';

export function PythonVerifyScreen() {
  return <ComingSoon title="Python Quiz" />;
}
