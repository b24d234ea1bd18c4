import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attemptOf,
  issuedCertificate,
  passedResult,
  passedWithMistake,
  quizApi,
  resultOf,
} from '../features/quizzes/quiz-test-data';
import { callsTo, jsonResponse, storeSession, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

function bodyOf(call: [RequestInfo | URL, RequestInit?] | undefined) {
  return JSON.parse(String(call?.[1]?.body));
}

/** Submit, then the confirmation's own button. */
async function submitAndConfirm(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await user.click(
    within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Submit answers' }),
  );
}

async function startQuiz(handler = quizApi()) {
  storeSession();
  const fetchMock = stubFetch(handler);
  const app = renderApp('/java-verify');
  await app.user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
  await screen.findByRole('heading', { name: 'Question 1 of 3' });
  return { ...app, fetchMock };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('/java-verify', () => {
  it('sends a signed-out visitor to /login, which says why in the spec’s words, remembering the quiz to return to', async () => {
    const { router } = renderApp('/java-verify');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please login to access the quiz')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/java-verify' } });
  });

  it('shows the instructions with the topics, size, time limit and pass mark', async () => {
    storeSession();
    stubFetch(quizApi());
    renderApp('/java-verify');
    expect(await screen.findByRole('heading', { level: 1, name: 'Java Quiz' })).toBeInTheDocument();
    expect(await screen.findByText('Classes, objects and constructors')).toBeInTheDocument();
    expect(screen.getByText('30 minutes')).toBeInTheDocument();
    expect(screen.getByText('35 of 50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Quiz' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('Java Quiz | StudyHub'));
  });

  it('disables Previous on the first question and shows Submit instead of Next on the last', async () => {
    const { user } = await startQuiz();
    expect(screen.getByText('What does this code print when it runs inside main?')).toBeVisible();
    expect(screen.getByText('System.out.println(17 / 5 + 17 % 5);').closest('pre')).not.toBeNull();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleName(
      'What does this code print when it runs inside main?',
    );
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Question 3 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(
      screen.getByText('3 questions are not answered yet and will count as wrong.'),
    ).toBeInTheDocument();
  });

  it('folds the instructions and topics on a phone, so Start Quiz follows the quiz’s size at once', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    storeSession();
    stubFetch(quizApi());
    const { user } = renderApp('/java-verify');
    await screen.findByRole('button', { name: 'Start Quiz' });
    const instructions = screen.getByText('Instructions').closest('details');
    expect(instructions).not.toHaveAttribute('open');
    expect(
      screen.getByText('Each question has four options and one right answer.'),
    ).not.toBeVisible();
    expect(screen.getByText('Topics covered').closest('details')).not.toHaveAttribute('open');
    // The size, time limit and pass mark stay in view, unfolded.
    expect(screen.getByText('35 of 50')).toBeVisible();

    // Kept, only folded: the student opens them.
    await user.click(screen.getByText('Instructions'));
    expect(instructions).toHaveAttribute('open');
    expect(screen.getByText('Each question has four options and one right answer.')).toBeVisible();
    expect(screen.getByText(/Unanswered questions count as wrong\./)).toBeVisible();
  });

  it('shows the instructions and topics open on a wider screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 640px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    storeSession();
    stubFetch(quizApi());
    renderApp('/java-verify');
    expect(await screen.findByText('Classes, objects and constructors')).toBeVisible();
    expect(screen.getByText('Instructions').closest('details')).toHaveAttribute('open');
    expect(screen.getByText('Each question has four options and one right answer.')).toBeVisible();
  });

  it('jumps to any question from the palette, which shows which are answered and which is current', async () => {
    const { user } = await startQuiz();
    const palette = screen.getByRole('navigation', { name: 'All questions' });
    expect(
      within(palette).getByRole('button', { name: 'Question 1, not answered' }),
    ).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('radio', { name: '5' }));
    expect(
      within(palette).getByRole('button', { name: 'Question 1, answered' }),
    ).toBeInTheDocument();

    await user.click(within(palette).getByRole('button', { name: 'Question 3, not answered' }));
    expect(screen.getByRole('heading', { name: 'Question 3 of 3' })).toHaveFocus();
    expect(screen.getByText('Which keyword makes a variable a constant?')).toBeVisible();
    expect(
      within(palette).getByRole('button', { name: 'Question 3, not answered' }),
    ).toHaveAttribute('aria-current', 'step');
    expect(
      within(palette).getByRole('button', { name: 'Question 1, answered' }),
    ).not.toHaveAttribute('aria-current');
    // Back to the first from the keyboard: its answer is still chosen.
    within(palette).getByRole('button', { name: 'Question 1, answered' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '5' })).toBeChecked();
  });

  it('asks before submitting and says how many questions are unanswered; Cancel keeps answering', async () => {
    const { user, fetchMock } = await startQuiz();
    await user.click(screen.getByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Question 3, not answered' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Submit the quiz?' });
    expect(dialog).toHaveAccessibleDescription(/^You have 2 unanswered questions\./);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    expect(callsTo(fetchMock, '/api/quizzes/attempts/attempt-1/submit')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'final' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      /^You have 1 unanswered question\./,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Question 2, not answered' }));
    await user.click(screen.getByRole('radio', { name: 'Java source files' }));
    await user.click(screen.getByRole('button', { name: 'Question 3, answered' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      /^All questions answered\./,
    );
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('heading', { name: 'Quiz Complete!' })).toBeInTheDocument();
    const submits = callsTo(fetchMock, '/api/quizzes/attempts/attempt-1/submit');
    expect(submits).toHaveLength(1);
    expect(bodyOf(submits[0]).answers).toEqual({
      Qx7mK2pZ9aLw: 1,
      r4TnB8vYc1Ds: 1,
      kP3wF6hJ0uEq: 1,
    });
  });

  it('closes the confirmation and says so in the page when the submission fails', async () => {
    const { user } = await startQuiz(
      quizApi({
        submit: () =>
          jsonResponse(500, { success: false, message: 'Something went wrong', code: 'INTERNAL' }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Question 3, not answered' }));
    await submitAndConfirm(user);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('keeps each answer when moving back, lets it change, and saves it to the server', async () => {
    const { user, fetchMock } = await startQuiz();
    await user.click(screen.getByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByRole('radio', { name: 'Bytecode stored in .class files' }),
    ).not.toBeChecked();
    // The arrow keys move through the options, as in any radio group.
    await user.click(screen.getByRole('radio', { name: 'Java source files' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Machine code from javac' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: '5' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: 'Machine code from javac' })).toBeChecked();
    expect(screen.getByText('Answered 2 of 3')).toBeInTheDocument();

    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/quizzes/attempts/attempt-1/answers').length).toBeGreaterThan(
        0,
      ),
    );
    const saved = callsTo(fetchMock, '/api/quizzes/attempts/attempt-1/answers').map(
      (call) => bodyOf(call).answers,
    );
    expect(Object.assign({}, ...saved)).toEqual({ Qx7mK2pZ9aLw: 3, r4TnB8vYc1Ds: 2 });
    expect(await screen.findByText('Your answers are saved.')).toBeInTheDocument();
  });

  it("submits the answers on Submit and shows 'Quiz Complete!' with the total and the topics to revise after a fail", async () => {
    const { user, fetchMock } = await startQuiz();
    await user.click(screen.getByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await submitAndConfirm(user);

    const heading = await screen.findByRole('heading', { name: 'Quiz Complete!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Try again to become eligible for a certificate.')).toBeInTheDocument();
    expect(screen.getByText(/Your score:/)).toHaveTextContent('Your score: 1 / 3 (pass mark 2)');
    const revise = screen.getByRole('heading', { name: 'Topics to revise' }).parentElement;
    expect(
      within(revise as HTMLElement)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Study notes: Classes, objects and constructors', '/notes?search=oop'],
      ['Study notes: Java basics: syntax, main method, compilation', '/notes?search=java'],
    ]);
    // No counts per topic after a fail: they would tell which answers were right.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/right\)|of \d+ right/)).not.toBeInTheDocument();
    // Nor which were wrong (decision 37).
    expect(screen.queryByRole('heading', { name: 'Questions to revise' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();

    const [submitCall] = callsTo(fetchMock, '/api/quizzes/attempts/attempt-1/submit');
    expect(bodyOf(submitCall)).toEqual({ answers: { Qx7mK2pZ9aLw: 1 } });
  });

  it('resumes the attempt after a reload, at the first unanswered question with the time left', async () => {
    sessionStorage.setItem('studyhub.quizAttempt.java', 'attempt-1');
    storeSession();
    stubFetch(
      quizApi({ get: () => attemptOf({ answers: { Qx7mK2pZ9aLw: 1 }, remainingSeconds: 754 }) }),
    );
    const { user } = renderApp('/java-verify');
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('12:34');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: '5' })).toBeChecked();
  });

  it("counts down as minutes:seconds, warns once in the last minute, and at zero submits with timeUp: 'Time's Up!'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.setItem('studyhub.quizAttempt.java', 'attempt-1');
    storeSession();
    const fetchMock = stubFetch(
      quizApi({
        get: () => attemptOf({ answers: { Qx7mK2pZ9aLw: 1 }, remainingSeconds: 65 }),
        submit: () =>
          attemptOf({
            status: 'timed_out',
            remainingSeconds: 0,
            result: resultOf({ timedOut: true }),
          }),
      }),
    );
    renderApp('/java-verify');
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('1:05');
    expect(screen.getByText('Less than five minutes left.')).toBeInTheDocument();
    expect(screen.queryByText(/Less than one minute/)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:59');
    expect(
      screen.getByText(
        'Less than one minute left. Your answers will be submitted automatically when the time runs out.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/quizzes/attempts/attempt-1/submit')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('heading', { name: "Time's Up!" })).toBeInTheDocument();
    expect(
      screen.getByText('You ran out of time and are not eligible for a certificate'),
    ).toBeInTheDocument();
    const submits = callsTo(fetchMock, '/api/quizzes/attempts/attempt-1/submit');
    expect(submits).toHaveLength(1);
    expect(bodyOf(submits[0])).toEqual({ answers: { Qx7mK2pZ9aLw: 1 }, timeUp: true });
  });

  it('shows the closed attempt’s result when the server says it is already closed', async () => {
    const { user } = await startQuiz(
      quizApi({
        submit: () =>
          jsonResponse(409, {
            success: false,
            message: 'This attempt has already been submitted.',
            code: 'ATTEMPT_CLOSED',
          }),
        get: () =>
          attemptOf({ status: 'submitted', remainingSeconds: 0, result: resultOf({ score: 0 }) }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await submitAndConfirm(user);
    expect(await screen.findByRole('heading', { name: 'Quiz Complete!' })).toBeInTheDocument();
  });

  it('congratulates after a pass, checks the name, and shows the issued certificate with Print', async () => {
    const { user, fetchMock } = await startQuiz(
      quizApi({
        submit: () => attemptOf({ status: 'submitted', remainingSeconds: 0, result: passedResult }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await submitAndConfirm(user);
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.getByText(/Your score:/)).toHaveTextContent('Your score: 3 / 3');
    expect(
      within(screen.getByRole('table')).getByRole('row', {
        name: 'Classes, objects and constructors 1 / 1',
      }),
    ).toBeInTheDocument();
    // Every answer was right: nothing to revise.
    expect(screen.queryByRole('heading', { name: 'Questions to revise' })).not.toBeInTheDocument();

    const name = screen.getByLabelText('Name on the certificate');
    expect(name).toHaveAttribute('placeholder', 'Your Name');
    await user.click(screen.getByRole('button', { name: 'Get Certificate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter your name (at least 2 characters).',
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    await user.type(name, 'A');
    await user.click(screen.getByRole('button', { name: 'Get Certificate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter your name (at least 2 characters).',
    );
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Get Certificate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your name can be at most 80 characters.');
    expect(callsTo(fetchMock, '/api/certificates')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, '  Asha Verma ');
    await user.click(screen.getByRole('button', { name: 'Get Certificate' }));
    const certificate = await screen.findByRole('article', {
      name: 'Certificate of Completion: Asha Verma, Java (Basic)',
    });
    expect(within(certificate).getByText(/Certificate ID :/)).toHaveTextContent(
      'Certificate ID : K7Q2M9XH4TBA',
    );
    expect(within(certificate).getByText('November 22, 2026')).toBeInTheDocument();
    expect(within(certificate).getByText('CTO')).toBeInTheDocument();
    expect(within(certificate).getByText('with a score of 3 out of 3')).toBeInTheDocument();
    expect(within(certificate).getByText(issuedCertificate.verifyUrl)).toBeInTheDocument();
    expect(
      within(certificate).getByRole('img', {
        name: `QR code linking to ${issuedCertificate.verifyUrl}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, '/api/certificates')[0])).toEqual({
      attemptId: 'attempt-1',
      name: 'Asha Verma',
    });

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows the certificate already issued for a passed attempt, and the questions to revise without their answers', async () => {
    sessionStorage.setItem('studyhub.quizAttempt.java', 'attempt-1');
    storeSession();
    stubFetch((url, init) =>
      url === `/api/certificates/${issuedCertificate.id}`
        ? jsonResponse(200, { success: true, certificate: issuedCertificate })
        : quizApi({
            get: () =>
              attemptOf({
                status: 'submitted',
                remainingSeconds: 0,
                result: {
                  ...passedWithMistake,
                  certificateEligible: false,
                  certificateId: issuedCertificate.id,
                },
              }),
          })(url, init),
    );
    renderApp('/java-verify');
    expect(await screen.findByText(/Certificate ID :/)).toHaveTextContent(issuedCertificate.id);
    expect(screen.queryByLabelText('Name on the certificate')).not.toBeInTheDocument();
    expect(screen.getByText(/Your score:/)).toHaveTextContent('Your score: 2 / 3');

    // Decision 37: the question answered wrongly, the answer chosen and the topic, never the key.
    const revise = screen.getByRole('region', { name: 'Questions to revise' });
    const [question, ...others] = within(revise).getAllByRole('listitem');
    expect(others).toEqual([]);
    const entry = within(question as HTMLElement);
    expect(entry.getByText('Question 1')).toBeInTheDocument();
    expect(entry.getByText('What does this code print when it runs inside main?')).toBeVisible();
    expect(entry.getByText('Your answer').nextElementSibling).toHaveTextContent('3.4 (not right)');
    expect(
      entry.getByRole('link', {
        name: 'Study notes: Java basics: syntax, main method, compilation',
      }),
    ).toHaveAttribute('href', '/notes?search=java');
    // The right option (5) and its explanation are nowhere on the screen.
    expect(entry.queryByText('5', { exact: true })).not.toBeInTheDocument();
    expect(screen.queryByText(/Right answer|Explanation|Correct/)).not.toBeInTheDocument();
  });

  it('shows a pass submitted too quickly, and why it earns no certificate', async () => {
    const { user } = await startQuiz(
      quizApi({
        submit: () =>
          attemptOf({
            status: 'submitted',
            remainingSeconds: 0,
            result: { ...passedResult, tooFast: true, certificateEligible: false, review: null },
          }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await submitAndConfirm(user);
    expect(await screen.findByRole('heading', { name: 'Quiz Complete!' })).toBeInTheDocument();
    expect(screen.getByText(/Your score:/)).toHaveTextContent('Your score: 3 / 3');
    expect(
      screen.getByText(
        'You reached the pass mark, but this attempt was submitted in less than 3 minutes 20 seconds, which is too quick to read 3 questions, so it cannot earn a certificate. Take your time on your next attempt.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Name on the certificate')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Certificate' })).not.toBeInTheDocument();
    // Nor a review: a pass that costs no time tells nothing (decision 37).
    expect(screen.queryByRole('heading', { name: 'Questions to revise' })).not.toBeInTheDocument();
  });

  it('says in the page when the next attempt opens once the day’s attempts are used', async () => {
    const message =
      'You have used your 3 attempts at the Java quiz in the last 24 hours. Your next attempt opens on November 23, 2026 at 2:30 PM IST.';
    storeSession();
    stubFetch(
      quizApi({
        start: () =>
          jsonResponse(429, {
            success: false,
            code: 'ATTEMPT_LIMIT',
            message,
            nextAttemptAt: '2026-11-23T09:00:00.000Z',
          }),
      }),
    );
    const { user } = renderApp('/java-verify');
    expect(
      await screen.findByText(
        'You can start this quiz 3 times in any 24 hours. Coming back to an attempt you have already started does not count as a new start.',
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    const shown = await screen.findByRole('alert');
    expect(shown).toHaveTextContent(message);
    expect(shown).toHaveFocus();
    expect(screen.queryByRole('heading', { name: /Question 1/ })).not.toBeInTheDocument();
  });

  it('starts a new attempt on Retry', async () => {
    let started = 0;
    const { user } = await startQuiz(
      quizApi({
        start: () => {
          started += 1;
          return attemptOf({ id: `attempt-${started}` });
        },
        submit: () => attemptOf({ status: 'submitted', remainingSeconds: 0, result: resultOf() }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await submitAndConfirm(user);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument();
    expect(started).toBe(2);
    expect(sessionStorage.getItem('studyhub.quizAttempt.java')).toBe('attempt-2');
  });
});
