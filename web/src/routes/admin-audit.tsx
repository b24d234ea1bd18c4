import { AuditLog } from '../features/audit/components/audit-log';
import { useDocumentTitle } from '../lib/document-title';

/** /admin/audit: what operators changed, who and when, newest first. */
export function AdminAuditScreen() {
  useDocumentTitle('Audit log · Admin');
  return (
    <div>
      <h2 className="mb-4 text-xl font-bold text-slate-900">Audit log</h2>
      <AuditLog />
    </div>
  );
}
