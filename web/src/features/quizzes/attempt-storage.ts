import type { Subject } from '@studyhub/contract/quiz';

// Per tab: a reload resumes the attempt, while another tab or a later visit starts at the
// instructions (the server still resumes an open attempt when Start Quiz is pressed).
const key = (subject: Subject) => `studyhub.quizAttempt.${subject}`;

/** The id of this tab's current attempt of each quiz, in sessionStorage. */
export const attemptStore = {
  get(subject: Subject): string | null {
    try {
      return sessionStorage.getItem(key(subject));
    } catch {
      return null;
    }
  },
  set(subject: Subject, attemptId: string) {
    try {
      sessionStorage.setItem(key(subject), attemptId);
    } catch {
      // Without storage a reload goes back to the instructions; Start Quiz then resumes.
    }
  },
  clear(subject: Subject) {
    try {
      sessionStorage.removeItem(key(subject));
    } catch {
      // See set().
    }
  },
};
