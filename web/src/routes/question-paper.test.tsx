import type { QuestionPaper } from '@studyhub/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAnswer, pathOf } from '../testing/catalog-lists';
import { callsTo, jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
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

// The first tests compile the screens they open on first use: over 5 s on a busy machine.
describe('/question-paper', { timeout: 15_000 }, () => {
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

  it("links a signed-out visitor's Download to /login, back to this search, without the file", async () => {
    const fetchMock = serve();
    const { user } = renderApp('/question-paper?year=2023');
    await screen.findByRole('heading', {
      level: 2,
      name: 'Database Management Systems End Semester Exam',
    });
    const link = within(cardOf('Database Management Systems End Semester Exam')).getByRole('link', {
      name: 'Download: Database Management Systems End Semester Exam (2023)',
    });
    expect(link).toHaveAttribute('href', '/login?next=%2Fquestion-paper%3Fyear%3D2023');
    expect(link).not.toHaveAttribute('download');

    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, downloadPath)).toHaveLength(0);
  });

  it('gives a signed-in student a link the browser downloads, then refreshes My Downloads', async () => {
    storeSession();
    const fetchMock = serve();
    const { user, queryClient } = renderApp('/question-paper');
    queryClient.setQueryData(['downloads', student.id], []);
    await screen.findByRole('heading', {
      level: 2,
      name: 'Database Management Systems End Semester Exam',
    });
    const link = within(cardOf('Database Management Systems End Semester Exam')).getByRole('link', {
      name: 'Download: Database Management Systems End Semester Exam (2023)',
    });
    expect(link).toHaveAttribute('href', downloadPath);
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent(/^Download$/);

    // The browser would download the file; jsdom cannot, so the test keeps the page.
    const keepPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', keepPage);
    await user.click(link);
    document.removeEventListener('click', keepPage);
    // The page never fetches the file into its memory.
    expect(callsTo(fetchMock, downloadPath)).toHaveLength(0);
    await waitFor(() =>
      expect(queryClient.getQueryState(['downloads', student.id])?.isInvalidated).toBe(true),
    );
  });

  it('offers no download of a paper that is not free, and says why', async () => {
    storeSession();
    stubFetch((url) => {
      if (pathOf(url) === '/api/question-papers') {
        const dbms = paper('dbms-2023', 'Database Management Systems End Semester Exam', '2023');
        return listAnswer(url, 'papers', [{ ...dbms, price: 49, isFree: false }]);
      }
      return jsonResponse(200, { success: true, user: student });
    });
    renderApp('/question-paper');
    await screen.findByRole('heading', {
      level: 2,
      name: 'Database Management Systems End Semester Exam',
    });
    const card = cardOf('Database Management Systems End Semester Exam');
    expect(within(card).getByText('This paper is not free to download.')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
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
