import { useParams } from 'react-router';
import type { RequestList } from '../features/requests-admin/api/get-requests';
import { RequestDetail } from '../features/requests-admin/components/request-detail';
import { useDocumentTitle } from '../lib/document-title';
import { UnknownKind } from './admin-kind';

/** /admin/requests/{contact,refund}/{id}: one request, its history, and replying by email. */
export function AdminRequestScreen() {
  const { list, id } = useParams();
  useDocumentTitle(id ? `${id} · Requests · Admin` : 'Requests · Admin');
  if ((list !== 'contact' && list !== 'refund') || !id) return <UnknownKind />;
  return (
    <div>
      <h2 className="mb-4 text-xl font-bold text-slate-900">Requests</h2>
      <RequestDetail key={`${list}/${id}`} list={list as RequestList} id={id} />
    </div>
  );
}
