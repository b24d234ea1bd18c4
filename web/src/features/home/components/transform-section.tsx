import { listWidth } from '../../../components/ui/page-width';
import { Link } from '../../../lib/link';

const destinations = [
  {
    to: '/notes',
    label: 'Notes',
    icon: 'M4 4.5A2.5 2.5 0 0 1 6.5 2H18v17H6.5a2.5 2.5 0 0 0 0 5H20M6.5 2v17M9 7h6M9 11h6',
  },
  {
    to: '/projects',
    label: 'Projects',
    icon: 'm8 8-4 4 4 4m8-8 4 4-4 4M14 4l-4 16',
  },
  {
    to: '/all-certificates',
    label: 'Certificates',
    icon: 'M12 15a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm-3.5 3.5L7 23l5-2.5 5 2.5-1.5-4.5',
  },
  {
    to: '/blogs',
    label: 'Blogs',
    icon: 'M4 20h16M6 16l9.5-9.5a2.1 2.1 0 0 1 3 3L9 19H6v-3Z',
  },
];

/** 'Transform Your Study Experience' with its four big buttons (spec section 2, Home). */
export function TransformSection() {
  return (
    <section aria-labelledby="transform-heading" className="bg-slate-50">
      <div className={`${listWidth} py-16 text-center sm:py-20`}>
        <h2
          id="transform-heading"
          className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        >
          Transform Your Study Experience
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          Revise from clear notes, build on working projects, prove what you know with a certificate
          and learn from people a step ahead of you.
        </p>
        <ul className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {destinations.map((destination) => (
            <li key={destination.to}>
              <Link
                to={destination.to}
                className="flex h-full min-h-32 flex-col items-center justify-center gap-3 rounded-2xl bg-brand-600 px-4 py-6 text-lg font-bold text-white shadow-sm hover:bg-brand-700 sm:min-h-40 sm:text-xl"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  className="size-9"
                >
                  <path d={destination.icon} />
                </svg>
                {destination.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
