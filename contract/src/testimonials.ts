import { z } from 'zod';

/**
 * Testimonials and home-page reviews (spec section 1), kept in the database and edited by
 * operators (issue 10, docs/decisions/0027). The messages are shown beside the form field they
 * are about.
 */

import { homeSliderSizes, testimonialKinds } from './constants.ts';

export { homeSliderSizes, testimonialKinds };
export type TestimonialKind = (typeof testimonialKinds)[number];

export const testimonialLimits = { name: 80, role: 120, quote: 600, reviewText: 400 } as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max.toLocaleString('en-IN')} characters.`);

const ratingRule = 'The rating must be a whole number of stars from 1 to 5.';

export const testimonialInput = z.object({
  name: text('The name', testimonialLimits.name),
  /** The student's course and year: 'B.Tech CSE, 3rd year'. */
  role: text('The course or role', testimonialLimits.role),
  quote: text('The quote', testimonialLimits.quote),
});
export type TestimonialInput = z.infer<typeof testimonialInput>;

export const reviewInput = z.object({
  name: text('The name', testimonialLimits.name),
  rating: z.number({ error: ratingRule }).int(ratingRule).min(1, ratingRule).max(5, ratingRule),
  text: text('The review', testimonialLimits.reviewText),
});
export type ReviewInput = z.infer<typeof reviewInput>;

export const testimonialInputs = { testimonials: testimonialInput, reviews: reviewInput } as const;

/** The fields of each kind's form, in the order it shows them. */
export const testimonialFormFields = {
  testimonials: ['name', 'role', 'quote'],
  reviews: ['name', 'rating', 'text'],
} as const satisfies Record<TestimonialKind, readonly string[]>;

/**
 * The request body from the form's texts (the screen's, or a form posted without the script,
 * decision 35), for the schema and then the API to check.
 */
export function testimonialBodyOf(
  kind: TestimonialKind,
  texts: Record<string, string | undefined>,
) {
  return kind === 'reviews'
    ? { name: texts.name, rating: Number(texts.rating), text: texts.text }
    : { name: texts.name, role: texts.role, quote: texts.quote };
}

/** What the public site shows. */
export const testimonial = testimonialInput.extend({ id: z.string() });
export type Testimonial = z.infer<typeof testimonial>;
export const review = reviewInput.extend({ id: z.string() });
export type Review = z.infer<typeof review>;

/** GET /api/testimonials: the published ones, in the operators' order. */
export const testimonialsResponse = z.object({
  success: z.literal(true),
  testimonials: z.array(testimonial),
  reviews: z.array(review),
});
export type TestimonialsResponse = z.infer<typeof testimonialsResponse>;

/** Where one stands for operators: shown on the site or a draft, and its place in the order. */
const entryState = {
  id: z.string(),
  published: z.boolean(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const adminTestimonial = testimonialInput.extend(entryState);
export type AdminTestimonial = z.infer<typeof adminTestimonial>;
export const adminReview = reviewInput.extend(entryState);
export type AdminReview = z.infer<typeof adminReview>;
export type AdminTestimonialEntry = AdminTestimonial | AdminReview;

export const adminTestimonialParams = z.object({ id: z.string().min(1).max(60) });

export const adminTestimonialPublish = z.object({
  published: z.boolean({ error: 'Say whether it is published (true or false).' }),
});

/** The new order: every entry that is not deleted, each once, first shown first. */
export const adminTestimonialOrder = z.object({
  ids: z
    .array(z.string().min(1).max(60), { error: 'Send the ids in their new order.' })
    .max(500, 'At most 500 entries can be ordered at once.')
    .refine((ids) => new Set(ids).size === ids.length, 'Each entry can appear only once.'),
});
export type AdminTestimonialOrder = z.infer<typeof adminTestimonialOrder>;

/** Either kind: the operators' endpoints and screens handle both the same way. */
export const adminTestimonialEntry = z.union([adminTestimonial, adminReview]);
export const adminTestimonialEntryResponse = z.object({
  success: z.literal(true),
  item: adminTestimonialEntry,
});
export const adminTestimonialEntriesResponse = z.object({
  success: z.literal(true),
  items: z.array(adminTestimonialEntry),
});
