import { listPage } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import { CourseGrid } from '../features/courses/components/course-grid';
import { useDocumentTitle } from '../lib/document-title';

/** /courses: external courses; enrolling needs a signed-in user. */
export function CoursesScreen() {
  const { user } = useAuth();
  useDocumentTitle(
    'Courses',
    'Courses in web development, DSA, data science, machine learning and placement preparation, with their instructors and certificates.',
  );
  return (
    <div className={listPage}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Available Courses
      </h1>
      <p className="mt-2 mb-8 text-slate-700">
        Hand-picked courses to build job-ready skills, each with its instructor and certificate.
      </p>
      <CourseGrid signedIn={Boolean(user)} />
    </div>
  );
}
