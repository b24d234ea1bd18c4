import { ComingSoon } from '../components/ui/coming-soon';

export function QuestionPaperScreen() {
  return <ComingSoon title="Question Papers" />;
}
