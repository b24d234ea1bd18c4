import { NotFoundPanel } from '../components/ui/not-found-panel';
import { useDocumentTitle } from '../lib/document-title';

/** Any path the route table does not have. */
export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <NotFoundPanel title="Page not found" back={{ to: '/', label: 'Go to the home page' }}>
      The page you are looking for does not exist or has moved.
    </NotFoundPanel>
  );
}
