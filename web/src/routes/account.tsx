import { readingPage } from '../components/ui/page-width';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { MyData } from '../features/account/components/my-data';
import { ProfileNameForm } from '../features/account/components/profile-name-form';
import { ProfilePhotoForm } from '../features/account/components/profile-photo-form';
import { SessionsList } from '../features/account/components/sessions-list';
import { useAuth } from '../features/auth/use-auth';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';

/**
 * /account (signed in only): name, photo, password, signed-in devices and the person's data. Its own
 * page, linked from /dashboard: /dashboard and /user keep the spec's screens as they are.
 */
export function AccountScreen() {
  const { user, updateUser, signOutHere } = useAuth();
  useDocumentTitle('Account Settings');
  return (
    <div className={readingPage}>
      <p className="text-sm">
        <Link to="/dashboard" className="font-semibold text-brand-700 hover:underline">
          ← My Profile
        </Link>
      </p>
      <h1 className="mt-2 mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Account Settings
      </h1>
      {user && (
        <div className="space-y-6">
          <ProfileNameForm user={user} onSaved={updateUser} />
          <ProfilePhotoForm user={user} onSaved={updateUser} />
          <ChangePasswordForm />
          <SessionsList />
          <MyData onDeleted={signOutHere} />
        </div>
      )}
    </div>
  );
}
