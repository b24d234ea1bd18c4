import { listPage } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import { PaperList } from '../features/question-papers/components/paper-list';
import { useDocumentTitle } from '../lib/document-title';

/** /question-paper: previous years' papers; downloading one needs a signed-in user. */
export function QuestionPaperScreen() {
  const { user } = useAuth();
  useDocumentTitle(
    'Question Papers',
    'Previous year university question papers for B.Tech, BCA and B.Sc. students, free to download as PDFs.',
  );
  return (
    <div className={listPage}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Question Papers
      </h1>
      <p className="mt-2 mb-8 text-slate-700">
        Previous year papers to practise with. Search by subject name or year.
      </p>
      <PaperList signedIn={Boolean(user)} />
    </div>
  );
}
