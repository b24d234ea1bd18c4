import { type CatalogKind, catalogKinds } from '@studyhub/contract/catalog';
import { useParams } from 'react-router';
import { NotFoundPanel } from '../components/ui/not-found-panel';

/** The catalog kind named in the address (/admin/notes/...), or undefined for any other word. */
export function useAdminKind(): CatalogKind | undefined {
  const { kind } = useParams();
  return catalogKinds.find((known) => known === kind);
}

/** An /admin address that names no kind of content. */
export function UnknownKind() {
  return (
    <NotFoundPanel
      level={2}
      title="Page not found"
      back={{ to: '/admin', label: 'Back to the admin start' }}
    >
      There is no admin screen at this address.
    </NotFoundPanel>
  );
}
