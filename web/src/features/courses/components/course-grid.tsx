import { LoadingMessage } from '../../../components/ui/loading-message';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useCourses } from '../api/get-courses';
import { CourseCard } from './course-card';

/** The /courses grid with its loading, error and empty states. */
export function CourseGrid({ signedIn }: { signedIn: boolean }) {
  const { data: courses, error, isError, isPending, refetch, isRefetching } = useCourses();

  if (isPending) return <LoadingMessage />;
  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-semibold">We could not load the courses.</p>
        <p className="mt-1 text-sm">
          {error instanceof ApiError || error instanceof NetworkError
            ? error.message
            : 'Please try again in a moment.'}
        </p>
        <button
          type="button"
          onClick={() => refetch()}
          disabled={isRefetching}
          className="mt-3 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100"
        >
          {isRefetching ? 'Trying again...' : 'Try again'}
        </button>
      </div>
    );
  }
  if (courses.length === 0) {
    return <p className="py-8 text-center text-slate-700">No courses are available right now.</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} signedIn={signedIn} />
      ))}
    </ul>
  );
}
