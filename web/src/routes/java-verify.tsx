import { QuizVerify } from './quiz-verify';

/** /java-verify: the Java quiz; a pass leads to the name form and the certificate. */
export function JavaVerifyScreen() {
  return <QuizVerify subject="java" />;
}
