import { ComingSoon } from '../components/ui/coming-soon';

export function BlogsScreen() {
  return <ComingSoon title="Blogs" heading="Explore Industry Insights & Expert Blogs" />;
}
