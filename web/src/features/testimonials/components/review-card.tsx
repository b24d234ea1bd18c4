import type { ReviewInput as Review } from '@studyhub/contract/testimonials';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5">
      <span className="sr-only">{`Rated ${rating} out of 5`}</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className={`size-5 ${star <= rating ? 'text-amber-500' : 'text-slate-300'}`}
        >
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5Z" />
        </svg>
      ))}
    </p>
  );
}

/** A short community review with its star rating. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <Stars rating={review.rating} />
      <blockquote className="mt-3 flex-1 leading-relaxed text-slate-800">
        <p>{review.text}</p>
      </blockquote>
      <figcaption className="mt-4 font-semibold text-slate-900">{review.name}</figcaption>
    </figure>
  );
}
