import { ComingSoon } from '../components/ui/coming-soon';

export function TestimonialsScreen() {
  return <ComingSoon title="Testimonials" />;
}
