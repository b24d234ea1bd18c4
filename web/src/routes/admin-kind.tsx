import { type CatalogKind, catalogKinds } from '@studyhub/contract/catalog';
import { Link, useParams } from 'react-router';

/** The catalog kind named in the address (/admin/notes/...), or undefined for any other word. */
export function useAdminKind(): CatalogKind | undefined {
  const { kind } = useParams();
  return catalogKinds.find((known) => known === kind);
}

/** An /admin address that names no kind of content. */
export function UnknownKind() {
  return (
    <div>
      <h2 className="text-xl font-bold text-slate-900">Page not found</h2>
      <p className="mt-2 text-slate-700">There is no admin screen at this address.</p>
      <Link to="/admin" className="mt-4 inline-block font-semibold text-brand-700 underline">
        Back to the admin start
      </Link>
    </div>
  );
}
