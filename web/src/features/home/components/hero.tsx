import { site } from '@studyhub/contract/site-content';
import { listWidth } from '../../../components/ui/page-width';
import { Link } from '../../../lib/link';

const offers = [
  'Handwritten notes for every semester',
  'Project source code with setup steps',
  'Previous year question papers',
  'Quizzes with verifiable certificates',
];

/** The top of the home page: what StudyHub is, and the two ways in. */
export function Hero({ onExplore }: { onExplore: () => void }) {
  return (
    <section className="bg-linear-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
      <div
        className={`${listWidth} grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-5 lg:py-24`}
      >
        <div className="lg:col-span-3">
          <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
            {site.tagline}
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">
            Welcome to StudyHub
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-indigo-50">
            Notes, project source code, previous year papers and quizzes with certificates:
            everything you need to prepare for semester exams and placements, at prices a student
            can afford.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              onClick={onExplore}
              className="inline-flex min-h-12 items-center justify-center rounded-lg bg-white px-6 py-3 font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
            >
              Explore Items
            </button>
            <Link
              to="/login"
              className="inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              Get Started
            </Link>
          </div>
          <p className="mt-8 text-indigo-50">
            Trusted by <strong className="font-bold text-white">{site.usersClaim}</strong> across
            India.
          </p>
        </div>
        <div className="lg:col-span-2">
          <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20">
            <h2 className="font-semibold">Everything in one place</h2>
            <ul className="mt-4 space-y-3">
              {offers.map((offer) => (
                <li key={offer} className="flex items-start gap-3">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    fill="currentColor"
                    className="mt-0.5 size-5 shrink-0 text-emerald-300"
                  >
                    <path
                      fillRule="evenodd"
                      d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                      clipRule="evenodd"
                    />
                  </svg>
                  <span>{offer}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
