import { listPage } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import { QuizChooser } from '../features/quizzes/components/quiz-chooser';
import { QuizSignInGate } from '../features/quizzes/components/quiz-sign-in-gate';
import { useDocumentTitle } from '../lib/document-title';

/** /all-certificates (signed in, as the spec's chooser): the four quizzes that lead to a certificate. */
export function AllCertificatesScreen() {
  const { user, loading } = useAuth();
  useDocumentTitle(
    'Certificates',
    'Take the Java, Python, C or JavaScript quiz on StudyHub and earn a certificate that anyone can verify online.',
  );
  return (
    <QuizSignInGate signedIn={user !== null} loading={loading}>
      <div className={listPage}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          All Certificates
        </h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Pick a quiz, pass it, and get a certificate with your name that employers can check on
          this site.
        </p>
        <QuizChooser />
      </div>
    </QuizSignInGate>
  );
}
