import type { FormResult } from '@studyhub/contract/forms';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { type RenderedPage, renderPage, setUpRenderer } from '../entry-server';
import {
  attemptOf,
  issuedCertificate,
  passedResult,
  passedWithMistake,
  quizApi,
  resultOf,
} from '../features/quizzes/quiz-test-data';
import { setServerTransport } from '../lib/api-client';
import { whenTakenOver } from '../lib/hydrate-later';
import { hydration } from '../lib/hydration';
import { callsTo, jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

// Decision 35: the quizzes and the certificate name work without the script. These tests render
// the pages as the server does (entry-server.tsx, its API calls answered by the same stand-in of
// the API the other quiz tests use), look at the HTML a browser without the script gets, and take
// it over as start.tsx does.

type Api = (url: string, init: RequestInit) => Response;

/** The page at `path` as the server renders it for the signed-in student (or a visitor). */
async function renderOnServer(
  path: string,
  api: Api,
  options: { formResult?: FormResult; visitor?: boolean } = {},
): Promise<RenderedPage> {
  setUpRenderer({
    answer: async (apiPath) => {
      const answer = api(apiPath, {});
      return { status: answer.status, body: await answer.text() };
    },
    testPayments: false,
  });
  try {
    const session = options.visitor
      ? undefined
      : { user: student, cookie: 'studyhub_session=test-session' };
    return await renderPage(path, session, options.formResult);
  } finally {
    setServerTransport((apiPath, init) => fetch(apiPath, init));
  }
}

/** The page in the document as the browser has it before (or without) the script. */
function showPage(page: RenderedPage): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = page.html;
  document.body.append(root);
  onTestFinished(() => root.remove());
  return root;
}

/** What a form posts, as the browser sends it. */
function postedBy(form: HTMLElement | null): Record<string, string> {
  if (!(form instanceof HTMLFormElement)) throw new Error('not a form');
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

/** Takes the page over as start.tsx does: the same data, the same markup, then live. */
async function takeOver(root: HTMLElement, page: RenderedPage, path: string) {
  hydration.active = true;
  const queryClient = createQueryClient();
  hydrate(queryClient, JSON.parse(page.data) as DehydratedState);
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    hydrationData: { loaderData: {} },
  });
  let app: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    app = hydrateRoot(root, <AppProviders router={router} queryClient={queryClient} />);
    await new Promise<void>((resolve) =>
      whenTakenOver(() => {
        hydration.active = false;
        resolve();
      }),
    );
  });
  onTestFinished(() => act(() => app?.unmount()));
  return { router };
}

afterEach(() => {
  hydration.active = false;
  localStorage.clear();
  sessionStorage.clear();
});

describe('a quiz page as the server renders it', () => {
  it('shows the instructions with Start Quiz as a form that posts to the quiz’s page', async () => {
    const root = showPage(await renderOnServer('/java-verify', quizApi()));
    expect(within(root).queryByText('Loading...')).not.toBeInTheDocument();
    expect(within(root).getByText('35 of 50')).toBeInTheDocument();
    expect(within(root).getByText('Classes, objects and constructors')).toBeInTheDocument();
    // Folded: the server cannot know the screen's width, and most students hold a phone.
    expect(within(root).getByText('Instructions').closest('details')).not.toHaveAttribute('open');
    const start = within(root).getByRole('button', { name: 'Start Quiz' });
    expect(start).toHaveAttribute('type', 'submit');
    expect(start.closest('form')).toHaveAttribute('method', 'post');
    expect(start.closest('form')).toHaveAttribute('action', '/java-verify');
    expect(postedBy(start.closest('form'))).toEqual({ intent: 'start' });
  });

  it('tells a visitor why in the spec’s words, with the way to /login and back', async () => {
    const root = showPage(await renderOnServer('/python-verify', quizApi(), { visitor: true }));
    expect(within(root).getByRole('status')).toHaveTextContent('Please login to access the quiz');
    expect(
      within(within(root).getByRole('main')).getByRole('link', { name: 'Login' }),
    ).toHaveAttribute('href', '/login?next=%2Fpython-verify');
    expect(within(root).queryByRole('button', { name: 'Start Quiz' })).not.toBeInTheDocument();
  });

  it('shows every question of the attempt in one form, with the time to submit by in words', async () => {
    const root = showPage(await renderOnServer('/java-verify?attempt=attempt-1', quizApi()));
    const form = within(root).getByRole('form', { name: '3 questions' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/java-verify');
    // The deadline, 06:30 UTC, in India's time, where the timer would count down.
    expect(within(form).getByText(/^Submit by/)).toHaveTextContent('Submit by 12:00 PM IST');
    expect(within(form).queryByRole('timer')).not.toBeInTheDocument();

    const groups = within(form).getAllByRole('radiogroup');
    expect(groups).toHaveLength(3);
    expect(groups[0]).toHaveAccessibleName('What does this code print when it runs inside main?');
    expect(groups[2]).toHaveAccessibleName('Which keyword makes a variable a constant?');
    expect(within(form).getByText('System.out.println(17 / 5 + 17 % 5);')).toBeInTheDocument();
    expect(within(groups[1] as HTMLElement).getAllByRole('radio')).toHaveLength(4);

    await userEvent.click(within(groups[0] as HTMLElement).getByRole('radio', { name: '5' }));
    await userEvent.click(within(groups[2] as HTMLElement).getByRole('radio', { name: 'final' }));
    expect(postedBy(form)).toEqual({
      intent: 'submit',
      attempt: 'attempt-1',
      'answer-Qx7mK2pZ9aLw': '1',
      'answer-kP3wF6hJ0uEq': '1',
    });
    expect(within(form).getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
  });

  it('comes back with the refused submission’s words, keeping what was chosen', async () => {
    const root = showPage(
      await renderOnServer('/java-verify?attempt=attempt-1', quizApi(), {
        formResult: {
          form: 'quiz-submit',
          error: { message: 'Please reload the page and try again.' },
          values: { 'answer-Qx7mK2pZ9aLw': '3', 'answer-r4TnB8vYc1Ds': '0' },
        },
      }),
    );
    expect(within(root).getByRole('alert')).toHaveTextContent(
      'Please reload the page and try again.',
    );
    expect(within(root).getByRole('radio', { name: '3' })).toBeChecked();
    expect(
      within(root).getByRole('radio', { name: 'Bytecode stored in .class files' }),
    ).toBeChecked();
    expect(within(root).getByRole('radio', { name: 'final' })).not.toBeChecked();
  });

  it('shows the result of a submission that came too late, with the API’s words', async () => {
    const late =
      "Time's up: this attempt closed at its deadline, so the late answers were not counted.";
    const api = quizApi({
      get: () =>
        attemptOf({
          status: 'timed_out',
          remainingSeconds: 0,
          result: resultOf({ score: 0, timedOut: true }),
        }),
    });
    const root = showPage(
      await renderOnServer('/java-verify?attempt=attempt-1', api, {
        formResult: { form: 'quiz-submit', error: { message: late }, values: {} },
      }),
    );
    expect(within(root).getByRole('heading', { name: "Time's Up!" })).toBeInTheDocument();
    expect(within(root).getByText(/Your score:/)).toHaveTextContent('Your score: 0 / 3');
    expect(within(root).getByRole('alert')).toHaveTextContent(late);
    // Retry starts another attempt, as a form.
    expect(postedBy(within(root).getByRole('button', { name: 'Retry' }).closest('form'))).toEqual({
      intent: 'start',
      attempt: 'attempt-1',
    });
  });

  it('shows a pass with the questions to revise, without their answers, and the name form, which posts the name', async () => {
    const api = quizApi({
      get: () => attemptOf({ status: 'submitted', remainingSeconds: 0, result: passedWithMistake }),
    });
    const root = showPage(await renderOnServer('/java-verify?attempt=attempt-1', api));
    expect(within(root).getByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(within(root).getByText(/Your score:/)).toHaveTextContent('Your score: 2 / 3');
    // Decision 37: the question answered wrongly, the answer chosen and its topic, drawn by the
    // server; never the right answer or its explanation.
    const revise = within(root).getByRole('region', { name: 'Questions to revise' });
    expect(within(revise).getAllByRole('listitem')).toHaveLength(1);
    expect(within(revise).getByText('Question 1')).toBeInTheDocument();
    expect(within(revise).getByText('Your answer').nextElementSibling).toHaveTextContent(
      '3.4 (not right)',
    );
    expect(
      within(revise).getByRole('link', {
        name: 'Study notes: Java basics: syntax, main method, compilation',
      }),
    ).toHaveAttribute('href', '/notes?search=java');
    expect(within(revise).queryByText('5', { exact: true })).not.toBeInTheDocument();
    expect(within(root).queryByText(/Right answer|Explanation/)).not.toBeInTheDocument();

    const name = within(root).getByLabelText('Name on the certificate');
    await userEvent.type(name, 'Asha Verma');
    const form = within(root).getByRole('button', { name: 'Get Certificate' }).closest('form');
    expect(form).toHaveAttribute('action', '/java-verify');
    expect(form).toHaveAttribute('method', 'post');
    expect(postedBy(form)).toEqual({
      intent: 'certificate',
      attempt: 'attempt-1',
      name: 'Asha Verma',
    });
  });

  it('says what is wrong with a refused name beside it, keeping the name as typed', async () => {
    const api = quizApi({
      get: () => attemptOf({ status: 'submitted', remainingSeconds: 0, result: passedResult }),
    });
    const root = showPage(
      await renderOnServer('/java-verify?attempt=attempt-1', api, {
        formResult: {
          form: 'certificate',
          error: { message: 'Please enter your name (at least 2 characters).', field: 'name' },
          values: { name: 'A' },
        },
      }),
    );
    const name = within(root).getByLabelText('Name on the certificate');
    expect(name).toHaveValue('A');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/Please enter your name \(at least 2 characters\)\./);
  });

  it('shows the issued certificate with its verification link, and no buttons that need the script', async () => {
    const api: Api = (url, init) =>
      url === `/api/certificates/${issuedCertificate.id}`
        ? jsonResponse(200, { success: true, certificate: issuedCertificate })
        : quizApi({
            get: () =>
              attemptOf({
                status: 'submitted',
                remainingSeconds: 0,
                result: {
                  ...passedResult,
                  certificateEligible: false,
                  certificateId: issuedCertificate.id,
                },
              }),
          })(url, init);
    const root = showPage(await renderOnServer('/java-verify?attempt=attempt-1', api));
    const certificate = within(root).getByRole('article', {
      name: 'Certificate of Completion: Asha Verma, Java (Basic)',
    });
    expect(within(certificate).getByText(/Certificate ID :/)).toHaveTextContent(
      issuedCertificate.id,
    );
    expect(within(root).getByRole('link', { name: issuedCertificate.verifyUrl })).toHaveAttribute(
      'href',
      issuedCertificate.verifyUrl,
    );
    expect(within(root).queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(within(root).queryByRole('button', { name: 'Download PNG' })).not.toBeInTheDocument();
    expect(within(root).getByText(/use your browser’s Print/)).toBeInTheDocument();
  });
});

describe('taking a quiz page over from the server', () => {
  it('keeps an answer chosen before the script was ready, shows the question screen and saves it', async () => {
    const path = '/java-verify?attempt=attempt-1';
    const page = await renderOnServer(path, quizApi());
    const root = showPage(page);
    // A tap on the server's answer sheet, before the script has taken it over.
    await userEvent.click(within(root).getByRole('radio', { name: '5' }));

    const fetchMock = stubFetch(quizApi());
    const { router } = await takeOver(root, page, path);
    // The question screen, with its timer, at the first question not answered yet.
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Question 2 of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '3 questions' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'All questions' })).getByRole('button', {
        name: 'Question 1, answered',
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/quizzes/attempts/attempt-1/answers')).toHaveLength(1),
    );
    const [saved] = callsTo(fetchMock, '/api/quizzes/attempts/attempt-1/answers');
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({ answers: { Qx7mK2pZ9aLw: 1 } });
    // The tab keeps the attempt itself: a reload resumes it from the quiz's own address.
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem('studyhub.quizAttempt.java')).toBe('attempt-1');
  });

  it('starts the quiz with the script, through the API, once it is ready', async () => {
    const page = await renderOnServer('/java-verify', quizApi());
    const root = showPage(page);
    const fetchMock = stubFetch(quizApi());
    await takeOver(root, page, '/java-verify');
    // Folded as the server renders them; a wide screen unfolds them once the script runs.
    const instructions = screen.getByText('Instructions').closest('details');
    await waitFor(() => expect(instructions).toHaveAttribute('open'));
    await userEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/quizzes/java/attempts')).toHaveLength(1);
  });
});

describe('an attempt named in the address, drawn by the script', () => {
  it('resumes it on the question screen, and takes it out of the address', async () => {
    storeSession();
    stubFetch(
      quizApi({ get: () => attemptOf({ answers: { Qx7mK2pZ9aLw: 1 }, remainingSeconds: 754 }) }),
    );
    const { router } = renderApp('/java-verify?attempt=attempt-1');
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('12:34');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when it is not the student’s, and offers Start Quiz', async () => {
    storeSession();
    stubFetch(
      quizApi({
        get: () =>
          jsonResponse(404, {
            success: false,
            message: 'Quiz attempt not found',
            code: 'NOT_FOUND',
          }),
      }),
    );
    renderApp('/java-verify?attempt=someone-elses');
    expect(await screen.findByRole('alert')).toHaveTextContent('Quiz attempt not found');
    expect(screen.getByRole('button', { name: 'Start Quiz' })).toBeEnabled();
  });
});

describe('/js_certificate as the server renders it', () => {
  const pendingPass = { attemptId: 'attempt-js', score: 31, total: 40, certificate: null };
  const api: Api = (url) =>
    url === '/api/quizzes/javascript/latest-pass'
      ? jsonResponse(200, { success: true, ...pendingPass })
      : jsonResponse(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });

  it('has a name form that posts to the page, with its button from the start', async () => {
    const root = showPage(await renderOnServer('/js_certificate', api));
    expect(
      within(root).getByRole('heading', { level: 1, name: 'Enter Your Name for Certificate' }),
    ).toBeInTheDocument();
    await userEvent.type(within(root).getByPlaceholderText('Your Name'), 'Asha Verma');
    const button = within(root).getByRole('button', { name: 'Get Certificate' });
    expect(button.closest('form')).toHaveAttribute('action', '/js_certificate');
    expect(postedBy(button.closest('form'))).toEqual({ attempt: 'attempt-js', name: 'Asha Verma' });
  });

  it('comes back with what is wrong with the name, as typed', async () => {
    const root = showPage(
      await renderOnServer('/js_certificate', api, {
        formResult: {
          form: 'certificate',
          error: {
            message: 'Your name can have letters, spaces, dots, hyphens and apostrophes only.',
            field: 'name',
          },
          values: { name: 'Asha 7' },
        },
      }),
    );
    expect(within(root).getByPlaceholderText('Your Name')).toHaveValue('Asha 7');
    expect(within(root).getByRole('alert')).toHaveTextContent(
      'Your name can have letters, spaces, dots, hyphens and apostrophes only.',
    );
  });

  it('goes to / without a passing attempt', async () => {
    const page = await renderOnServer('/js_certificate', () =>
      jsonResponse(200, {
        success: true,
        attemptId: null,
        score: null,
        total: null,
        certificate: null,
      }),
    );
    expect(page.redirect).toBe('/');
  });
});
