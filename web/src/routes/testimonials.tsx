import { homeSliderSizes } from '@studyhub/contract/constants';
import { sitePages } from '@studyhub/contract/site-content';
import type { ReactNode } from 'react';
import { LoadError } from '../components/ui/load-error';
import { useTestimonials } from '../features/testimonials/api/get-testimonials';
import { ReviewCard } from '../features/testimonials/components/review-card';
import { TestimonialCard } from '../features/testimonials/components/testimonial-card';
import { useDocumentTitle } from '../lib/document-title';

/** Grey cards where the entries will be, as many as the home page shows, while they load. */
function Placeholders({ count, height, grid }: { count: number; height: string; grid: string }) {
  return (
    <ul aria-hidden="true" className={`mt-6 grid gap-6 ${grid}`}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <li key={index} className={`${height} rounded-2xl border border-slate-200 bg-slate-100`} />
      ))}
    </ul>
  );
}

/** /testimonials: every published testimonial and review, all at once. */
export function TestimonialsScreen() {
  useDocumentTitle(sitePages.testimonials.title, sitePages.testimonials.description);
  const answer = useTestimonials();
  const testimonialGrid = 'md:grid-cols-2 lg:grid-cols-3';
  const reviewGrid = 'sm:grid-cols-2 lg:grid-cols-3';

  function body(
    what: 'testimonials' | 'reviews',
    list: (data: NonNullable<typeof answer.data>) => ReactNode,
  ) {
    if (answer.isPending) {
      return (
        <>
          <p role="status" className="sr-only">
            {`Loading ${what}...`}
          </p>
          <Placeholders
            count={homeSliderSizes[what]}
            height={what === 'testimonials' ? 'h-72' : 'h-48'}
            grid={what === 'testimonials' ? testimonialGrid : reviewGrid}
          />
        </>
      );
    }
    if (answer.isError) {
      return (
        <div className="mt-6">
          <LoadError
            what={`the ${what}`}
            error={answer.error}
            onRetry={() => void answer.refetch()}
            retrying={answer.isFetching}
          />
        </div>
      );
    }
    return list(answer.data);
  }

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
        {body('testimonials', (data) =>
          data.testimonials.length === 0 ? (
            <p className="mt-6 text-slate-700">No testimonials yet.</p>
          ) : (
            <ul className={`mt-6 grid gap-6 ${testimonialGrid}`}>
              {data.testimonials.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          ),
        )}
      </section>

      <section aria-labelledby="community-reviews" className="mt-14">
        <h2 id="community-reviews" className="text-2xl font-bold text-slate-900">
          Community reviews
        </h2>
        {body('reviews', (data) =>
          data.reviews.length === 0 ? (
            <p className="mt-6 text-slate-700">No reviews yet.</p>
          ) : (
            <ul className={`mt-6 grid gap-6 ${reviewGrid}`}>
              {data.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
          ),
        )}
      </section>
    </div>
  );
}
