import { ComingSoon } from '../components/ui/coming-soon';

export function CoursesScreen() {
  return <ComingSoon title="Courses" heading="Available Courses" />;
}
