import { readingPage } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import { ProfileCard } from '../features/dashboard/components/profile-card';
import { useDocumentTitle } from '../lib/document-title';

/** /dashboard (signed in only): the profile. */
export function DashboardScreen() {
  const { user } = useAuth();
  useDocumentTitle('My Profile');
  return (
    <div className={readingPage}>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        My Profile
      </h1>
      {user && <ProfileCard user={user} />}
    </div>
  );
}
