import { readingPage } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import { MyCertificates } from '../features/certificates/components/my-certificates';
import { ActivityTabs } from '../features/dashboard/components/activity-tabs';
import { DownloadsList } from '../features/dashboard/components/downloads-list';
import { MyPurchases } from '../features/payments/components/my-purchases';
import { useDocumentTitle } from '../lib/document-title';

/** /user (signed in only): the activity history in three tabs. */
export function UserScreen() {
  const { user } = useAuth();
  useDocumentTitle('My Activity');
  return (
    <div className={readingPage}>
      <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
        {`Welcome, ${user?.name || 'User'}!`}
      </h1>
      <p className="mt-2 mb-6 text-slate-700">Here's your activity history</p>
      <ActivityTabs
        panels={{
          downloads: <DownloadsList userId={user?.id} />,
          purchases: <MyPurchases userId={user?.id} />,
          certificates: <MyCertificates userId={user?.id} />,
        }}
      />
    </div>
  );
}
