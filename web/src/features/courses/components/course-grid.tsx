import { cardEagerness } from '../../../components/ui/item-image';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { useCourses } from '../api/get-courses';
import { CourseCard } from './course-card';

/** The /courses grid with its loading, error and empty states. */
export function CourseGrid({ signedIn }: { signedIn: boolean }) {
  const { data: courses, error, isError, isPending, refetch, isRefetching } = useCourses();

  if (isPending) return <LoadingMessage />;
  if (isError) {
    return (
      <LoadError
        what="the courses"
        error={error}
        onRetry={() => refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (courses.length === 0) {
    return <p className="py-8 text-center text-slate-700">No courses are available right now.</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course, index) => (
        <CourseCard
          key={course.id}
          course={course}
          signedIn={signedIn}
          eager={cardEagerness(index)}
        />
      ))}
    </ul>
  );
}
