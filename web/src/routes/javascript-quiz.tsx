import { useAuth } from '../features/auth/use-auth';
import { QuizPage } from '../features/quizzes/components/quiz-page';
import { QuizSignInGate } from '../features/quizzes/components/quiz-sign-in-gate';
import { Link } from '../lib/link';

/** /javascript-Quiz: the JavaScript quiz; a pass offers View Certificate (/js_certificate). */
export function JavascriptQuizScreen() {
  const { user, loading } = useAuth();
  return (
    <QuizSignInGate signedIn={user !== null} loading={loading}>
      <QuizPage
        subject="javascript"
        renderPass={() => (
          <Link
            to="/js_certificate"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            View Certificate
          </Link>
        )}
      />
    </QuizSignInGate>
  );
}
