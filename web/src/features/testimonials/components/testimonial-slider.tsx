import { timings } from '@studyhub/contract/constants';
import { testimonials } from '../testimonials-content';
import { Carousel } from './carousel';
import { TestimonialCard } from './testimonial-card';

/** The home page's testimonial slider: 5 cards, every 4 s, previous/next and dots (spec). */
export function TestimonialSlider() {
  return (
    <div className="mx-auto max-w-3xl">
      <Carousel
        label="Student testimonials"
        itemName="testimonial"
        items={testimonials.testimonials}
        intervalMs={timings.testimonialSlideMs}
        itemKey={(testimonial) => testimonial.name}
        renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        arrows
      />
    </div>
  );
}
