import { sitePages } from '@studyhub/contract/site-content';
import { useRef } from 'react';
import { listWidth } from '../components/ui/page-width';
import { Hero } from '../features/home/components/hero';
import { HomeSpinner } from '../features/home/components/home-spinner';
import { TransformSection } from '../features/home/components/transform-section';
import { WhyChoose } from '../features/home/components/why-choose';
import { ShortcutBar } from '../features/shortcuts/components/shortcut-bar';
import { HomeReviews, HomeTestimonials } from '../features/testimonials/components/home-sliders';
import { useDocumentTitle } from '../lib/document-title';
import { HydrateLater } from '../lib/hydrate-later';
import { Link } from '../lib/link';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';

const sectionHeading = 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl';

/** / : hero, testimonials, why choose us, the four big buttons, reviews and the shortcut bar. */
export function HomeScreen() {
  useDocumentTitle(sitePages.home.title, sitePages.home.description);
  const testimonialsHeading = useRef<HTMLHeadingElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  // 'Explore Items' scrolls to the testimonials and takes keyboard focus there too.
  function exploreItems() {
    const heading = testimonialsHeading.current;
    heading?.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  }

  return (
    <>
      <HomeSpinner />
      {/* Rendered from the first frame, behind the spinner (which takes the taps meanwhile). */}
      <div>
        <HydrateLater>
          <Hero onExplore={exploreItems} />
        </HydrateLater>

        <HydrateLater>
          <section aria-labelledby="testimonials-heading" className="bg-slate-50">
            <div className={`${listWidth} py-16 sm:py-20`}>
              <h2
                id="testimonials-heading"
                ref={testimonialsHeading}
                tabIndex={-1}
                className={`${sectionHeading} scroll-mt-24 text-center`}
              >
                What Our Students Say
              </h2>
              <p className="mx-auto mt-4 mb-10 max-w-2xl text-center text-lg text-slate-700">
                Students from colleges across India on how StudyHub helped them in their exams and
                projects.
              </p>
              <HomeTestimonials />
            </div>
          </section>
        </HydrateLater>

        <HydrateLater>
          <WhyChoose />
        </HydrateLater>
        <HydrateLater>
          <TransformSection />
        </HydrateLater>

        <HydrateLater>
          <section aria-labelledby="reviews-heading" className="bg-white">
            <div className={`${listWidth} py-16 sm:py-20`}>
              <h2 id="reviews-heading" className={`${sectionHeading} text-center`}>
                Community Reviews
              </h2>
              <p className="mx-auto mt-4 mb-10 max-w-2xl text-center text-lg text-slate-700">
                Honest ratings from learners who bought notes, built projects and took our quizzes.
              </p>
              <HomeReviews />
              <p className="mt-8 text-center">
                <Link
                  to="/testimonials"
                  className="rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  Read all testimonials and reviews
                </Link>
              </p>
            </div>
          </section>
        </HydrateLater>

        <HydrateLater>
          <section aria-labelledby="shortcuts-heading" className="bg-brand-50">
            <div className={`${listWidth} py-10`}>
              <h2
                id="shortcuts-heading"
                className="mb-5 text-center text-lg font-semibold text-slate-900"
              >
                Jump straight to
              </h2>
              <ShortcutBar />
            </div>
          </section>
        </HydrateLater>
      </div>
    </>
  );
}
