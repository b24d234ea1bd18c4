import type { TestimonialsResponse } from '@studyhub/contract/testimonials';
import content from '../../../../content/catalog/testimonials.json';
import { jsonResponse } from '../../testing/fixtures';

/** For tests: the seeded testimonials and reviews as GET /api/testimonials serves them. */
export const seededTestimonials: TestimonialsResponse = {
  success: true,
  testimonials: content.testimonials.map((testimonial, index) => ({
    id: `t-${index + 1}`,
    ...testimonial,
  })),
  reviews: content.reviews.map((review, index) => ({ id: `r-${index + 1}`, ...review })),
};

export const testimonialsAnswer = (body: TestimonialsResponse = seededTestimonials) =>
  jsonResponse(200, body);
