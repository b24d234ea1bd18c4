import { OverviewPanel } from '../features/overview/components/overview-panel';
import { useDocumentTitle } from '../lib/document-title';

/** /admin/overview, the admin landing page: the last 30 days at a glance. */
export function AdminOverviewScreen() {
  useDocumentTitle('Overview · Admin');
  return (
    <div>
      <h2 className="mb-4 text-xl font-bold text-slate-900">Overview</h2>
      <OverviewPanel />
    </div>
  );
}
