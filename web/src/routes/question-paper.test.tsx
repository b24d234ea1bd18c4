import type { QuestionPaper } from '@studyhub/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listAnswer, pathOf } from '../testing/catalog-lists';
import {
  callsTo,
  deferred,
  jsonResponse,
  storeSession,
  stubFetch,
  student,
} from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const paper = (id: string, name: string, date: string): QuestionPaper => ({
  id,
  name,
  date,
  university: 'B.Tech CSE, Semester 4',
  price: 0,
  isFree: true,
});
const papers = [
  paper('operating-systems-2024', 'Operating Systems End Semester Exam', '2024'),
  paper('dbms-2023', 'Database Management Systems End Semester Exam', '2023'),
  paper('operating-systems-2018', 'Operating Systems End Semester Exam', '2018'),
];
const downloadPath = '/api/question-papers/dbms-2023/download';

/** The server's ranking is tested there; here the name "contains" the search, as the spec had it. */
const answerPapers = (url: string) =>
  listAnswer(url, 'papers', papers, {
    filters: {
      q: (item, value) => item.name.toLowerCase().includes(value.toLowerCase()),
      year: (item, value) => item.date.includes(value),
    },
    facets: { years: ['2024', '2023', '2018'] },
  });

function serve(download: () => Response | Promise<Response> = () => new Response('%PDF-1.4')) {
  return stubFetch((url) => {
    if (pathOf(url) === '/api/question-papers') return answerPapers(url);
    if (url === downloadPath) return download();
    return jsonResponse(200, { success: true, user: student });
  });
}

const shownPapers = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('listitem')
    .map((card) => {
      const name = within(card).getByRole('heading', { level: 2 }).textContent;
      return `${name} ${within(card).getByText(/^\d{4}$/).textContent}`;
    });

function cardOf(name: string) {
  return screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
}

describe('/question-paper', () => {
  it('searches by name and by year text, together, keeping both in the URL', async () => {
    serve();
    const { user, router } = renderApp('/question-paper');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('heading', {
      level: 2,
      name: 'Database Management Systems End Semester Exam',
    });
    expect(shownPapers()).toEqual([
      'Operating Systems End Semester Exam 2024',
      'Database Management Systems End Semester Exam 2023',
      'Operating Systems End Semester Exam 2018',
    ]);
    expect(screen.getAllByText('B.Tech CSE, Semester 4')).toHaveLength(3);

    await user.type(screen.getByLabelText('Search by name'), 'operating SYSTEMS');
    await waitFor(() =>
      expect(shownPapers()).toEqual([
        'Operating Systems End Semester Exam 2024',
        'Operating Systems End Semester Exam 2018',
      ]),
    );

    const year = screen.getByLabelText('Year');
    await user.type(year, '18');
    await waitFor(() =>
      expect(shownPapers()).toEqual(['Operating Systems End Semester Exam 2018']),
    );
    expect(router.state.location.search).toBe('?q=operating+SYSTEMS&year=18');

    await user.clear(year);
    await user.type(year, '20x23');
    expect(year).toHaveValue('2023');
    expect(await screen.findByText('No question papers match your search.')).toBeInTheDocument();
    expect(shownPapers()).toEqual([]);

    await user.clear(screen.getByLabelText('Search by name'));
    await waitFor(() =>
      expect(shownPapers()).toEqual(['Database Management Systems End Semester Exam 2023']),
    );
    expect(router.state.location.search).toBe('?year=2023');
  });

  it('sends a signed-out visitor who asks for a download to /login, without calling the API', async () => {
    const fetchMock = serve();
    const { user, router } = renderApp('/question-paper');
    await screen.findByRole('heading', {
      level: 2,
      name: 'Database Management Systems End Semester Exam',
    });
    await user.click(
      within(cardOf('Database Management Systems End Semester Exam')).getByRole('button', {
        name: /^Download/,
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/question-paper' } });
    expect(callsTo(fetchMock, downloadPath)).toHaveLength(0);
  });

  it("downloads with the user's token, saying 'Downloading...' meanwhile", async () => {
    storeSession();
    const answer = deferred<Response>();
    const fetchMock = serve(() => answer.promise);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:paper');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/question-paper');
    await screen.findByRole('heading', {
      level: 2,
      name: 'Database Management Systems End Semester Exam',
    });
    const card = cardOf('Database Management Systems End Semester Exam');

    await user.click(within(card).getByRole('button', { name: /^Download/ }));
    const busy = within(card).getByRole('button', { name: /^Downloading\.\.\./ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    // A second press while busy does not start a second download.
    expect(callsTo(fetchMock, downloadPath)).toHaveLength(1);
    const [call] = callsTo(fetchMock, downloadPath);
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer stored-token');

    answer.resolve(
      new Response('%PDF-1.4', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="dbms-2023.pdf"',
        },
      }),
    );
    expect(await within(card).findByRole('button', { name: /^Download:/ })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(click).toHaveBeenCalledTimes(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when a download fails", async () => {
    storeSession();
    serve(() =>
      jsonResponse(403, {
        success: false,
        message: 'This paper is not free to download.',
        code: 'PAYMENT_REQUIRED',
      }),
    );
    const { user } = renderApp('/question-paper');
    await screen.findByRole('heading', {
      level: 2,
      name: 'Database Management Systems End Semester Exam',
    });
    const card = cardOf('Database Management Systems End Semester Exam');
    await user.click(within(card).getByRole('button', { name: /^Download/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This paper is not free to download.',
    );
    expect(within(card).getByRole('button', { name: /^Download:/ })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('says the papers could not be loaded, never that none match, and tries again', async () => {
    let failing = true;
    stubFetch((url) => {
      if (pathOf(url) !== '/api/question-papers')
        return jsonResponse(200, { success: true, user: student });
      return failing
        ? jsonResponse(429, { success: false, message: 'Slow down.', code: 'RATE_LIMITED' })
        : answerPapers(url);
    });
    const { user } = renderApp('/question-paper');
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('We could not load the question papers.');
    expect(screen.queryByText('No question papers match your search.')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('heading', { level: 2 })).not.toHaveLength(0);
  });
});
