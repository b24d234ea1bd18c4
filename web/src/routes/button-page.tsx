import { sitePages } from '@studyhub/contract/site-content';
import { listPage } from '../components/ui/page-width';
import { ShortcutBar } from '../features/shortcuts/components/shortcut-bar';
import { useDocumentTitle } from '../lib/document-title';

/** /button-page: the site's shortcut buttons, the same five as under the home page. */
export function ButtonPageScreen() {
  useDocumentTitle(sitePages.buttonPage.title, sitePages.buttonPage.description);
  return (
    <div className={listPage}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Quick Links</h1>
      <p className="mt-3 mb-8 text-lg text-slate-700">
        Everything on StudyHub is one tap away. Pick where you want to go.
      </p>
      <ShortcutBar label="Quick links" variant="cards" />
    </div>
  );
}
