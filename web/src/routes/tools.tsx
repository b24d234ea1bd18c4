import { listPage } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import { ToolList } from '../features/tools/components/tool-list';
import { useDocumentTitle } from '../lib/document-title';

/** /tools: AI tools that open on their own sites; trying one needs a signed-in user. */
export function ToolsScreen() {
  const { user } = useAuth();
  useDocumentTitle(
    'Tools',
    'AI tools for students: resume builder, notes summariser, code explainer, quiz generator, study planner and more.',
  );
  return (
    <div className={listPage}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Tools for your features
      </h1>
      <p className="mt-2 mb-8 text-slate-700">
        AI helpers for revision, coding, placements and projects.
      </p>
      <ToolList signedIn={Boolean(user)} />
    </div>
  );
}
