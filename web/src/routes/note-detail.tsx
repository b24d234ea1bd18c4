import { ComingSoon } from '../components/ui/coming-soon';

export function NoteDetailScreen() {
  return <ComingSoon title="Note" heading="Note details" />;
}
