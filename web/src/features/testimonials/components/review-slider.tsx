import { timings } from '@studyhub/contract/constants';
import { testimonials } from '../testimonials-content';
import { Carousel } from './carousel';
import { ReviewCard } from './review-card';

/** The home page's review slider: 10 community reviews, every 5 s, with dots (spec). */
export function ReviewSlider() {
  return (
    <div className="mx-auto max-w-2xl">
      <Carousel
        label="Reviews from learners"
        itemName="review"
        items={testimonials.reviews}
        intervalMs={timings.reviewSlideMs}
        itemKey={(review) => review.name}
        renderItem={(review) => <ReviewCard review={review} />}
      />
    </div>
  );
}
