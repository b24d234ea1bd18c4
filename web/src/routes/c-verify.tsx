import { QuizVerify } from './quiz-verify';

/** /C-verify: the C quiz; a pass leads to the name form and the certificate. */
export function CVerifyScreen() {
  return <QuizVerify subject="c" />;
}
