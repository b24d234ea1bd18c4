import { homeSliderSizes } from '@studyhub/contract/constants';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { useTestimonials } from '../api/get-testimonials';
import { ReviewSlider, reviewSlideHeight } from './review-slider';
import { TestimonialSlider, testimonialSlideHeight } from './testimonial-slider';

/**
 * What stands in for a slider until its entries arrive, or when they cannot: the same height as
 * the slides and their row of buttons, so nothing below moves when the slider appears.
 */
function SliderStandIn({
  width,
  height,
  children,
}: {
  width: string;
  height: string;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${width}`}>
      <div className={`grid ${height}`}>{children}</div>
      <div aria-hidden="true" className="mt-6 h-11" />
    </div>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center rounded-2xl border border-slate-200 bg-white p-6 text-slate-600 shadow-sm"
    >
      {text}
    </div>
  );
}

/** The first testimonials as the home page's slider, with its loading, error and empty states. */
export function HomeTestimonials() {
  const answer = useTestimonials();
  const stand = (content: ReactNode) => (
    <SliderStandIn width="max-w-3xl" height={testimonialSlideHeight}>
      {content}
    </SliderStandIn>
  );
  if (answer.isPending) return stand(<Waiting text="Loading testimonials..." />);
  if (answer.isError) {
    return stand(
      <LoadError
        what="the testimonials"
        error={answer.error}
        onRetry={() => void answer.refetch()}
        retrying={answer.isFetching}
      />,
    );
  }
  const shown = answer.data.testimonials.slice(0, homeSliderSizes.testimonials);
  if (shown.length === 0) return stand(<Waiting text="No testimonials yet." />);
  return <TestimonialSlider testimonials={shown} />;
}

/** The first reviews as the home page's slider, with its loading, error and empty states. */
export function HomeReviews() {
  const answer = useTestimonials();
  const stand = (content: ReactNode) => (
    <SliderStandIn width="max-w-2xl" height={reviewSlideHeight}>
      {content}
    </SliderStandIn>
  );
  if (answer.isPending) return stand(<Waiting text="Loading reviews..." />);
  if (answer.isError) {
    return stand(
      <LoadError
        what="the reviews"
        error={answer.error}
        onRetry={() => void answer.refetch()}
        retrying={answer.isFetching}
      />,
    );
  }
  const shown = answer.data.reviews.slice(0, homeSliderSizes.reviews);
  if (shown.length === 0) return stand(<Waiting text="No reviews yet." />);
  return <ReviewSlider reviews={shown} />;
}
