import type { Course } from '@studyhub/contract/catalog';
import { useLocation } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { type Eagerness, ItemImage } from '../../../components/ui/item-image';
import { Link } from '../../../lib/link';

const actionClass =
  'inline-flex w-full items-center justify-center gap-1.5 rounded-lg px-4 py-2.5 font-semibold';

function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.29a1 1 0 1 0 1.42 1.42L15 6.41V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
      <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
    </svg>
  );
}

/**
 * 'Enroll Now' opens the course's own page in a new tab, for a signed-in user only: a signed-out
 * visitor goes to /login and comes back here afterwards (spec section 5). No link: 'Coming Soon',
 * with the spec's alert text beside it (decision 23).
 */
function EnrollAction({ course, signedIn }: { course: Course; signedIn: boolean }) {
  const location = useLocation();
  // The label tells screen-reader users which of the many 'Enroll Now' links this is.
  const label = `Enroll Now: ${course.name}`;

  if (!course.link) return <ComingSoon reason="Course enrollment link not available" />;
  if (!signedIn) {
    return (
      <Link
        to="/login"
        state={{ from: location }}
        aria-label={label}
        className={`${actionClass} bg-brand-600 text-white hover:bg-brand-700`}
      >
        Enroll Now
      </Link>
    );
  }
  return (
    <a
      href={course.link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      className={`${actionClass} bg-brand-600 text-white hover:bg-brand-700`}
    >
      Enroll Now
      <ExternalIcon />
    </a>
  );
}

/** One course: image, type, name, about, instructor, certification and the enrol action. */
export function CourseCard({
  course,
  signedIn,
  eager = false,
}: {
  course: Course;
  signedIn: boolean;
  /** The first cards' images are above the fold. */
  eager?: Eagerness;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ItemImage image={course} alt="" eager={eager} />
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
          {course.courseType}
        </p>
        <h2 className="mt-3 text-lg leading-snug font-semibold break-words text-slate-900">
          {course.name}
        </h2>
        <p className="mt-2 text-sm break-words text-slate-700">{course.about}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          <dt className="text-slate-600">Instructor</dt>
          <dd className="font-medium break-words text-slate-900">{course.instructor}</dd>
          <dt className="text-slate-600">Certification</dt>
          <dd className="font-medium break-words text-slate-900">{course.certification}</dd>
        </dl>
        <div className="mt-auto pt-5">
          <EnrollAction course={course} signedIn={signedIn} />
        </div>
      </div>
    </li>
  );
}
