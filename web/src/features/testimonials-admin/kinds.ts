import { homeSliderSizes, type TestimonialKind } from '@studyhub/contract/testimonials';

export interface KindInfo {
  singular: string;
  plural: string;
  /** How many published ones the home page's slider takes. */
  onHome: number;
}

export const kindInfo: Record<TestimonialKind, KindInfo> = {
  testimonials: {
    singular: 'testimonial',
    plural: 'Testimonials',
    onHome: homeSliderSizes.testimonials,
  },
  reviews: { singular: 'review', plural: 'Reviews', onHome: homeSliderSizes.reviews },
};
