import type { TestimonialInput as Testimonial } from '@studyhub/contract/testimonials';

function initials(name: string) {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase('en-IN'))
    .join('');
}

/** One student's words, with their name and course. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <svg
        aria-hidden="true"
        viewBox="0 0 32 32"
        className="size-8 text-brand-600"
        fill="currentColor"
      >
        <path d="M9.3 25c-2.6 0-4.8-2.1-4.8-5.4 0-5.1 3.3-9.8 8.3-12.1l1.3 2c-3 1.7-4.7 4-5 6.4.3-.1.7-.1 1-.1 2.4 0 4.3 1.8 4.3 4.4S12.3 25 9.3 25Zm13.7 0c-2.6 0-4.8-2.1-4.8-5.4 0-5.1 3.3-9.8 8.3-12.1l1.3 2c-3 1.7-4.7 4-5 6.4.3-.1.7-.1 1-.1 2.4 0 4.3 1.8 4.3 4.4S26 25 23 25Z" />
      </svg>
      <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-800">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
        >
          {initials(testimonial.name)}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
