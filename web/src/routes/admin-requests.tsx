import { RequestLists } from '../features/requests-admin/components/request-lists';
import { useDocumentTitle } from '../lib/document-title';

/** /admin/requests: contact and refund requests, their status and the operators' notes. */
export function AdminRequestsScreen() {
  useDocumentTitle('Requests · Admin');
  return (
    <div>
      <h2 className="mb-4 text-xl font-bold text-slate-900">Requests</h2>
      <RequestLists />
    </div>
  );
}
