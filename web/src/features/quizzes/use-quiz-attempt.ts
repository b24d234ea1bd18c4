import { errorCodes } from '@studyhub/contract/api';
import type { Attempt, AttemptResult, Subject } from '@studyhub/contract/quiz';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, NetworkError, serverMessage } from '../../lib/api-client';
import { getAttempt } from './api/get-attempt';
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
  | { phase: 'questions'; attempt: Attempt }
  | { phase: 'finished'; attempt: FinishedAttempt };

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

/**
 * One attempt of a quiz, as the spec's states go: instructions, questions (timer running, answers
 * kept per question and saved to the server), finished (the server's result). The attempt id is
 * kept per tab, so a reload resumes where the student was, with the time the server has left.
 */
export function useQuizAttempt(subject: Subject) {
  const [view, setView] = useState<QuizView>({ phase: 'restoring' });
  const [answers, setAnswers] = useState<Answers>({});
  const [index, setIndex] = useState(0);
  const [remaining, setRemaining] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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

  // On arrival: resume this tab's attempt if there is one, else show the instructions.
  useEffect(() => {
    const storedId = attemptStore.get(subject);
    if (!storedId) {
      setView({ phase: 'instructions' });
      return;
    }
    const controller = new AbortController();
    getAttempt(storedId, { signal: controller.signal }).then(
      (attempt) => {
        if (attempt.subject === subject) show(attempt);
        else {
          attemptStore.clear(subject);
          setView({ phase: 'instructions' });
        }
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        // Not found (another account, an old id): forget it. Either way, start from the
        // instructions; Start Quiz resumes an attempt the server still has open.
        if (failure instanceof ApiError) attemptStore.clear(subject);
        setView({ phase: 'instructions' });
      },
    );
    return () => controller.abort();
  }, [subject, show]);

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
  };
}
