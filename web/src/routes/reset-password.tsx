import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../features/account/components/reset-password-form';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';

/** /reset-password?token=…: the page the emailed link opens. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useDocumentTitle('Reset Password');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Reset Password
        </h1>
        {token ? (
          <>
            <p className="mt-2 text-slate-700">
              Choose a new password. Every device signed in to your account will be signed out.
            </p>
            <ResetPasswordForm token={token} />
          </>
        ) : (
          <p role="alert" className="mt-4 text-slate-700">
            {'This reset link is not complete. Please open the whole link from the email, or '}
            <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
              ask for a new link
            </Link>
            .
          </p>
        )}
      </div>
    </div>
  );
}
