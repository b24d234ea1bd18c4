import { useAuth } from '../features/auth/use-auth';
import { QuizCertificatePanel } from '../features/certificates/components/quiz-certificate-panel';
import { QuizPage } from '../features/quizzes/components/quiz-page';
import { QuizSignInGate } from '../features/quizzes/components/quiz-sign-in-gate';

/** /python-verify: the Python quiz; a pass leads to the name form and the certificate. */
export function PythonVerifyScreen() {
  const { user, loading } = useAuth();
  return (
    <QuizSignInGate signedIn={user !== null} loading={loading}>
      <QuizPage
        subject="python"
        renderPass={(attempt) => (
          <QuizCertificatePanel
            subject={attempt.subject}
            attemptId={attempt.id}
            certificateId={attempt.result.certificateId}
          />
        )}
      />
    </QuizSignInGate>
  );
}
