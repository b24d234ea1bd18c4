import type { Subject } from '@studyhub/contract/quiz';
import { useAuth } from '../features/auth/use-auth';
import { QuizCertificatePanel } from '../features/certificates/components/quiz-certificate-panel';
import { QuizPage } from '../features/quizzes/components/quiz-page';
import { QuizSignInGate } from '../features/quizzes/components/quiz-sign-in-gate';

/**
 * The page the C, Java and Python quiz routes share: the quiz for a signed-in student, and on a
 * pass the name form and the certificate.
 */
export function QuizVerify({ subject }: { subject: Subject }) {
  const { user, loading } = useAuth();
  return (
    <QuizSignInGate signedIn={user !== null} loading={loading}>
      <QuizPage
        subject={subject}
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
