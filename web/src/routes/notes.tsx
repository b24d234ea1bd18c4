import { ComingSoon } from '../components/ui/coming-soon';

export function NotesScreen() {
  return <ComingSoon title="Notes" />;
}
