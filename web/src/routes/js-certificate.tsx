import { readingPage } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import { JavascriptCertificatePanel } from '../features/certificates/components/javascript-certificate-panel';
import { QuizSignInGate } from '../features/quizzes/components/quiz-sign-in-gate';
import { useDocumentTitle } from '../lib/document-title';

/** /js_certificate (signed in): the certificate of the latest JavaScript pass (decision 12). */
export function JsCertificateScreen() {
  const { user, loading } = useAuth();
  useDocumentTitle(
    'JavaScript Certificate',
    'Enter your name and download your StudyHub JavaScript Fundamentals certificate, verifiable by anyone online.',
  );
  return (
    <div className={readingPage}>
      <QuizSignInGate signedIn={user !== null} loading={loading}>
        <JavascriptCertificatePanel userId={user?.id} />
      </QuizSignInGate>
    </div>
  );
}
