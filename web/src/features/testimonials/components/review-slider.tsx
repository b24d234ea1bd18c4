import { timings } from '@studyhub/contract/constants';
import type { Review } from '@studyhub/contract/testimonials';
import { Carousel } from './carousel';
import { ReviewCard } from './review-card';

/** The room a review takes, kept by its loading and error states too (see the testimonials'). */
export const reviewSlideHeight = 'min-h-[14.5rem] sm:min-h-[11rem]';

/** The home page's review slider: 10 community reviews, every 5 s, with dots (spec). */
export function ReviewSlider({ reviews }: { reviews: readonly Review[] }) {
  return (
    <div className="mx-auto max-w-2xl">
      <Carousel
        label="Reviews from learners"
        itemName="review"
        items={reviews}
        intervalMs={timings.reviewSlideMs}
        itemKey={(review) => review.id}
        renderItem={(review) => <ReviewCard review={review} />}
        slidesClassName={reviewSlideHeight}
      />
    </div>
  );
}
