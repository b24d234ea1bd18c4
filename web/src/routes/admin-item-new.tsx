import { useNavigate } from 'react-router';
import { CreateItemForm } from '../features/catalog-admin/components/item-form';
import { kindInfo } from '../features/catalog-admin/kinds';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';
import { UnknownKind, useAdminKind } from './admin-kind';

/** /admin/{kind}/new: the form for a new item, saved as a draft, then opened for editing. */
export function AdminItemNewScreen() {
  const kind = useAdminKind();
  const navigate = useNavigate();
  useDocumentTitle(kind ? `New ${kindInfo[kind].singular} · Admin` : 'Admin');
  if (!kind) return <UnknownKind />;
  const info = kindInfo[kind];
  return (
    <div className="max-w-3xl">
      <Link to={`/admin/${kind}`} className="text-sm font-medium text-brand-700 underline">
        {`All ${info.plural.toLowerCase()}`}
      </Link>
      <h2 className="mt-2 mb-5 text-xl font-bold text-slate-900">{`New ${info.singular}`}</h2>
      <CreateItemForm
        key={kind}
        kind={kind}
        onCreated={(item) =>
          navigate(`/admin/${kind}/${encodeURIComponent(item.id)}`, {
            state: { created: true },
          })
        }
      />
    </div>
  );
}
