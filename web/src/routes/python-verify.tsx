import { QuizVerify } from './quiz-verify';

/** /python-verify: the Python quiz; a pass leads to the name form and the certificate. */
export function PythonVerifyScreen() {
  return <QuizVerify subject="python" />;
}
