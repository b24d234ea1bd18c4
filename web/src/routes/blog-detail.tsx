import { ComingSoon } from '../components/ui/coming-soon';

export function BlogDetailScreen() {
  return <ComingSoon title="Blog" heading="Blog post" />;
}
