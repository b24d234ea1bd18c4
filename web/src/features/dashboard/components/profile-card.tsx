import type { User } from '@studyhub/contract/auth';
import { Avatar } from '../../../components/ui/avatar';
import { Link } from '../../../lib/link';

/** The /dashboard profile: picture or initial, name and email. */
export function ProfileCard({ user }: { user: User }) {
  return (
    <section
      aria-label="Profile"
      className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:p-8 sm:text-left"
    >
      <Avatar name={user.name} src={user.profilePic} size="lg" />
      <div className="min-w-0 flex-1">
        <p className="break-words text-xl font-semibold text-slate-900">{user.name}</p>
        <p className="mt-1 break-all text-slate-700">{user.email}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3 sm:justify-start">
          <Link
            to="/user"
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            View activity
          </Link>
          <Link
            to="/account"
            className="inline-flex items-center justify-center rounded-lg bg-white px-4 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Account settings
          </Link>
        </div>
      </div>
    </section>
  );
}
