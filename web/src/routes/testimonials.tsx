import { sitePages } from '@studyhub/contract/site';
import { ReviewCard } from '../features/testimonials/components/review-card';
import { TestimonialCard } from '../features/testimonials/components/testimonial-card';
import { testimonials } from '../features/testimonials/testimonials-content';
import { useDocumentTitle } from '../lib/document-title';

/** /testimonials: every testimonial and review from the home page's sliders, all at once. */
export function TestimonialsScreen() {
  useDocumentTitle(sitePages.testimonials.title, sitePages.testimonials.description);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Testimonials
        </h1>
        <p className="mt-3 text-lg text-slate-700">
          Students from colleges across India on the notes, projects, question papers and quizzes
          that helped them.
        </p>
      </header>

      <section aria-labelledby="student-stories" className="mt-10">
        <h2 id="student-stories" className="text-2xl font-bold text-slate-900">
          Student stories
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="community-reviews" className="mt-14">
        <h2 id="community-reviews" className="text-2xl font-bold text-slate-900">
          Community reviews
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {testimonials.reviews.map((review) => (
            <li key={review.name}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
