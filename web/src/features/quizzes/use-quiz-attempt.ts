import { errorCodes } from '@studyhub/contract/api';
import type { Attempt, AttemptResult, Subject } from '@studyhub/contract/quiz';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { ApiError, NetworkError, serverMessage } from '../../lib/api-client';
import { hydration } from '../../lib/hydration';
import { ServerRenderContext } from '../../lib/server-redirect';
import { getAttempt, useAttempt } from './api/get-attempt';
import { saveAnswers } from './api/save-answers';
import { startAttempt } from './api/start-attempt';
import { submitAttempt } from './api/submit-attempt';
import { attemptStore } from './attempt-storage';

export type Answers = Record<string, number>;
export type FinishedAttempt = Attempt & { result: AttemptResult };
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export type QuizView =
  | { phase: 'restoring' }
  | { phase: 'instructions' }
  /** Every question in one form, as the server renders an attempt (decision 35). */
  | { phase: 'answer-sheet'; attempt: Attempt }
  | { phase: 'questions'; attempt: Attempt }
  | { phase: 'finished'; attempt: FinishedAttempt };

/** What the server rendered the page with: the attempt its address names, and a refused form. */
export interface ServedQuiz {
  /** The attempt of `?attempt=<id>`, where the server sends the browser after a form. */
  attemptId: string | null;
  /** Why the server refused the form posted without the script, in the API's words. */
  error: string | null;
}

/** Answers are sent this long after the last change, so quick changes make one request. */
const saveDelayMs = 700;

function isClosed(error: unknown) {
  return error instanceof ApiError && error.code === errorCodes.attemptClosed;
}

function failureText(error: unknown, fallback: string) {
  return serverMessage(error) ?? (error instanceof NetworkError ? error.message : fallback);
}

function secondsUntil(endsAt: number) {
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/** How the page shows an attempt the server rendered it with. */
function servedView(attempt: Attempt): QuizView {
  const { result } = attempt;
  if (attempt.status !== 'in_progress' && result) {
    return { phase: 'finished', attempt: { ...attempt, result } };
  }
  return { phase: 'answer-sheet', attempt };
}

/**
 * One attempt of a quiz, as the spec's states go: instructions, questions (timer running, answers
 * kept per question and saved to the server), finished (the server's result). The attempt id is
 * kept per tab, so a reload resumes where the student was, with the time the server has left.
 *
 * The server renders the page first (decision 35): the instructions, or the attempt its address
 * names, its questions as one form (`answer-sheet`) or its result. Taking the page over, the script
 * starts from what the server rendered; the answer sheet hands over what was chosen on it
 * (`takeOver`) and the question screen takes its place.
 */
export function useQuizAttempt(subject: Subject, served: ServedQuiz) {
  // Rendered on the server, or taking over what it rendered: the first render is the server's.
  const renderedAsServed = useContext(ServerRenderContext) !== null || hydration.active;
  const servedAttempt = useAttempt(served.attemptId);
  const [view, setView] = useState<QuizView>(() => {
    if (served.attemptId !== null) {
      if (servedAttempt.data) {
        return servedAttempt.data.subject === subject
          ? servedView(servedAttempt.data)
          : { phase: 'instructions' };
      }
      return servedAttempt.isError ? { phase: 'instructions' } : { phase: 'restoring' };
    }
    return renderedAsServed ? { phase: 'instructions' } : { phase: 'restoring' };
  });
  const [answers, setAnswers] = useState<Answers>({});
  const [index, setIndex] = useState(0);
  const [remaining, setRemaining] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(
    () =>
      served.error ??
      (servedAttempt.isError
        ? failureText(servedAttempt.error, 'Your attempt could not be loaded. Please try again.')
        : null),
  );
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');

  // The timer counts down from the server's remainingSeconds on this device's clock, so a phone
  // whose clock is wrong still shows the right time left.
  const endsAt = useRef(0);
  const latestAnswers = useRef<Answers>({});
  const unsaved = useRef<Answers>({});
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The attempt still in progress, or null. */
  const openAttemptId = useRef<string | null>(null);
  const submitting = useRef(false);
  /** Start Quiz or Retry was pressed: what the tab had before no longer comes back. */
  const started = useRef(false);

  const show = useCallback(
    (attempt: Attempt) => {
      attemptStore.set(subject, attempt.id);
      clearTimeout(saveTimer.current);
      unsaved.current = {};
      setSaveStatus('idle');
      setError(null);
      const { result } = attempt;
      if (attempt.status !== 'in_progress' && result) {
        openAttemptId.current = null;
        setView({ phase: 'finished', attempt: { ...attempt, result } });
        return;
      }
      openAttemptId.current = attempt.id;
      latestAnswers.current = { ...attempt.answers };
      setAnswers(latestAnswers.current);
      endsAt.current = Date.now() + attempt.remainingSeconds * 1000;
      setRemaining(attempt.remainingSeconds);
      // Back to the first question not answered yet, e.g. after a reload.
      const firstOpen = attempt.questions.findIndex(
        (question) => attempt.answers[question.id] === undefined,
      );
      setIndex(firstOpen === -1 ? Math.max(0, attempt.questions.length - 1) : firstOpen);
      setView({ phase: 'questions', attempt });
    },
    [subject],
  );

  /** The attempt was closed elsewhere (time ran out, another tab submitted): show its result. */
  const showClosed = useCallback(
    async (attemptId: string) => {
      try {
        show(await getAttempt(attemptId));
      } catch (failure) {
        setError(failureText(failure, 'Your result could not be loaded. Please reload the page.'));
      }
    },
    [show],
  );

  // On arrival without an attempt in the address: resume this tab's attempt if there is one,
  // else show the instructions.
  useEffect(() => {
    if (served.attemptId !== null) return;
    const storedId = attemptStore.get(subject);
    const showInstructions = () =>
      setView((shown) => (shown.phase === 'restoring' ? { phase: 'instructions' } : shown));
    // A start the server refused (the day's attempts are used) keeps its words in view.
    if (!storedId || served.error) {
      showInstructions();
      return;
    }
    const controller = new AbortController();
    getAttempt(storedId, { signal: controller.signal }).then(
      (attempt) => {
        // The instructions the server rendered may have been used meanwhile.
        if (started.current) return;
        if (attempt.subject === subject) show(attempt);
        else {
          attemptStore.clear(subject);
          showInstructions();
        }
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        // Not found (another account, an old id): forget it. Either way, start from the
        // instructions; Start Quiz resumes an attempt the server still has open.
        if (failure instanceof ApiError) attemptStore.clear(subject);
        showInstructions();
      },
    );
    return () => controller.abort();
  }, [subject, show, served.attemptId, served.error]);

  // The attempt the address names, once loaded (when the page was not rendered with it).
  const servedData = servedAttempt.data;
  const servedFailure = servedAttempt.isError ? servedAttempt.error : null;
  useEffect(() => {
    if (view.phase !== 'restoring' || served.attemptId === null) return;
    if (servedData) {
      if (servedData.subject === subject) show(servedData);
      else setView({ phase: 'instructions' });
    } else if (servedFailure) {
      setView({ phase: 'instructions' });
      setError(failureText(servedFailure, 'Your attempt could not be loaded. Please try again.'));
    }
  }, [view.phase, served.attemptId, servedData, servedFailure, subject, show]);

  // A result the server rendered is this tab's attempt from now on, as one the script showed.
  const finishedId = view.phase === 'finished' ? view.attempt.id : null;
  useEffect(() => {
    if (finishedId) attemptStore.set(subject, finishedId);
  }, [finishedId, subject]);

  const flushAnswers = useCallback(async () => {
    clearTimeout(saveTimer.current);
    const attemptId = openAttemptId.current;
    const batch = unsaved.current;
    if (!attemptId || Object.keys(batch).length === 0) return;
    unsaved.current = {};
    setSaveStatus('saving');
    try {
      await saveAnswers(attemptId, batch);
      if (Object.keys(unsaved.current).length === 0) setSaveStatus('saved');
    } catch (failure) {
      // Keep what did not reach the server (unless changed since); the next save or the
      // submission sends it.
      unsaved.current = { ...batch, ...unsaved.current };
      if (isClosed(failure) && openAttemptId.current === attemptId && !submitting.current) {
        await showClosed(attemptId);
        return;
      }
      setSaveStatus('failed');
    }
  }, [showClosed]);

  const choose = useCallback(
    (questionId: string, option: number) => {
      latestAnswers.current = { ...latestAnswers.current, [questionId]: option };
      setAnswers(latestAnswers.current);
      unsaved.current = { ...unsaved.current, [questionId]: option };
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => void flushAnswers(), saveDelayMs);
    },
    [flushAnswers],
  );

  const submit = useCallback(
    async (timeUp = false) => {
      const attemptId = openAttemptId.current;
      if (!attemptId || submitting.current) return;
      submitting.current = true;
      clearTimeout(saveTimer.current);
      setBusy(true);
      setError(null);
      try {
        const outOfTime = timeUp || Date.now() >= endsAt.current;
        show(
          await submitAttempt(attemptId, {
            answers: latestAnswers.current,
            ...(outOfTime ? { timeUp: true } : {}),
          }),
        );
      } catch (failure) {
        if (isClosed(failure)) await showClosed(attemptId);
        else
          setError(failureText(failure, 'Your answers could not be submitted. Please try again.'));
      } finally {
        submitting.current = false;
        setBusy(false);
      }
    },
    [show, showClosed],
  );

  const start = useCallback(async () => {
    started.current = true;
    setBusy(true);
    setError(null);
    try {
      show(await startAttempt(subject));
    } catch (failure) {
      setError(failureText(failure, 'The quiz could not be started. Please try again.'));
    } finally {
      setBusy(false);
    }
  }, [subject, show]);

  const retry = useCallback(() => {
    attemptStore.clear(subject);
    return start();
  }, [subject, start]);

  const goTo = useCallback((next: number) => setIndex(next), []);

  /**
   * The script takes over the answer sheet the server rendered: the question screen shows the same
   * attempt with what was chosen on the sheet, which is saved as any answer is. The refused
   * submission's words stay on screen.
   */
  const sheet = view.phase === 'answer-sheet' ? view.attempt : null;
  const takeOver = useCallback(
    (chosen: Answers) => {
      if (!sheet) return;
      show({ ...sheet, answers: { ...sheet.answers, ...chosen } });
      setError(served.error);
      const changed = Object.entries(chosen).filter(([id, option]) => sheet.answers[id] !== option);
      if (changed.length === 0) return;
      unsaved.current = Object.fromEntries(changed);
      saveTimer.current = setTimeout(() => void flushAnswers(), saveDelayMs);
    },
    [sheet, show, served.error, flushAnswers],
  );

  // The countdown, while the questions are shown.
  useEffect(() => {
    if (view.phase !== 'questions') return;
    const tick = () => setRemaining(secondsUntil(endsAt.current));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [view]);

  // At zero the attempt is submitted as a time-out (spec section 4).
  const timeIsUp = view.phase === 'questions' && remaining === 0;
  useEffect(() => {
    if (timeIsUp) void submit(true);
  }, [timeIsUp, submit]);

  // Answers not sent yet go out when the tab is hidden (phone locked, app switched) or the screen
  // is left.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flushAnswers();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      void flushAnswers();
    };
  }, [flushAnswers]);

  return {
    view,
    answers,
    index,
    remaining,
    busy,
    error,
    saveStatus,
    start,
    choose,
    goTo,
    submit,
    retry,
    takeOver,
  };
}
