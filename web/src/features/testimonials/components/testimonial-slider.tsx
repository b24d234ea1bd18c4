import { timings } from '@studyhub/contract/constants';
import type { Testimonial } from '@studyhub/contract/testimonials';
import { Carousel } from './carousel';
import { TestimonialCard } from './testimonial-card';

/**
 * The room a testimonial takes, kept by its loading and error states too so the page does not
 * jump when they arrive: the seeded ones measured in Chromium at 360 and 1280 px, rounded up.
 */
export const testimonialSlideHeight = 'min-h-[24rem] sm:min-h-[17rem]';

/** The home page's testimonial slider: 5 cards, every 4 s, previous/next and dots (spec). */
export function TestimonialSlider({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <div className="mx-auto max-w-3xl">
      <Carousel
        label="Student testimonials"
        itemName="testimonial"
        items={testimonials}
        intervalMs={timings.testimonialSlideMs}
        itemKey={(testimonial) => testimonial.id}
        renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        slidesClassName={testimonialSlideHeight}
        arrows
      />
    </div>
  );
}
