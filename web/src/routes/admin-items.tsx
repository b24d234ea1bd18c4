import { ItemList } from '../features/catalog-admin/components/item-list';
import { kindInfo } from '../features/catalog-admin/kinds';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';
import { UnknownKind, useAdminKind } from './admin-kind';

/** /admin/{kind}: every item of one kind, with its state and what an operator can do with it. */
export function AdminItemsScreen() {
  const kind = useAdminKind();
  useDocumentTitle(kind ? `${kindInfo[kind].plural} · Admin` : 'Admin');
  if (!kind) return <UnknownKind />;
  const info = kindInfo[kind];
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">{info.plural}</h2>
        <Link
          to={`/admin/${kind}/new`}
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {`New ${info.singular}`}
        </Link>
      </div>
      <ItemList key={kind} kind={kind} />
    </div>
  );
}
