import { listWidth } from '../../../components/ui/page-width';
import { Link } from '../../../lib/link';

const reasons = [
  'Notes organised by syllabus unit, with labelled diagrams and the questions that keep coming back in exams.',
  'Free notes and question papers for everyone; paid notes and projects cost less than a photocopied guide.',
  'Pay with UPI, cards or net banking through Razorpay, then download again any time from your dashboard.',
  'Certificates for Java, Python, C and JavaScript that anyone can verify online.',
];

const badges = [
  { value: '20K+', label: 'Learners' },
  { value: '4', label: 'Quiz certificates' },
  { value: '24-48 h', label: 'Support replies' },
];

/** The spec's 'Why Choose' block: reasons, 'Learn More' to /about and three badge circles. */
export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose-heading" className="bg-white">
      <div className={`${listWidth} grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2`}>
        <div>
          <h2
            id="why-choose-heading"
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Why Choose StudyHub?
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            We started StudyHub because good study material in India is either scattered or
            overpriced. Here is what we do differently.
          </p>
          <ul className="mt-6 space-y-4">
            {reasons.map((reason) => (
              <li key={reason} className="flex gap-3 text-slate-700">
                <span
                  aria-hidden="true"
                  className="mt-2 size-2 shrink-0 rounded-full bg-brand-600"
                />
                <span>{reason}</span>
              </li>
            ))}
          </ul>
          <Link
            to="/about"
            className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Learn More
          </Link>
        </div>
        <ul className="flex flex-wrap justify-center gap-4 sm:gap-6">
          {badges.map((badge) => (
            <li
              key={badge.label}
              className="flex size-28 flex-col items-center justify-center rounded-full border-4 border-brand-100 bg-brand-50 text-center sm:size-36"
            >
              <span className="text-2xl font-bold text-brand-700 sm:text-3xl">{badge.value}</span>
              <span className="mt-1 px-2 text-xs font-medium text-slate-700 sm:text-sm">
                {badge.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
