import { ForgotPasswordForm } from '../features/account/components/forgot-password-form';
import { useDocumentTitle } from '../lib/document-title';
import { useSiteInfo } from '../lib/site-info';

/** /forgot-password: linked from /login ("Forgot password?"). */
export function ForgotPasswordScreen() {
  const site = useSiteInfo();
  useDocumentTitle('Forgot Password');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Forgot Password
        </h1>
        <p className="mt-2 text-slate-700">
          Enter the email of your account and we will send it a link to choose a new password.
        </p>
        {site.data?.sendsEmail === false && (
          <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {'Email is not set up on this site, so no reset link can be sent. Please write to '}
            <a href={`mailto:${site.data.supportEmail}`} className="font-semibold underline">
              {site.data.supportEmail}
            </a>
            {' from the email of your account for help.'}
          </p>
        )}
        <ForgotPasswordForm />
      </div>
    </div>
  );
}
