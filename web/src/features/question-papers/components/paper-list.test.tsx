import type { QuestionPaper } from '@studyhub/contract/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAnswer, pathOf } from '../../../testing/catalog-lists';
import { jsonResponse, stubFetch, student } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

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
];

function serve() {
  return stubFetch((url) =>
    pathOf(url) === '/api/question-papers'
      ? listAnswer(url, 'papers', papers, {
          filters: {
            q: (item, value) => item.name.toLowerCase().includes(value.toLowerCase()),
            year: (item, value) => item.date.includes(value),
          },
          facets: { subjects: ['DBMS', 'Operating Systems'], years: ['2024', '2023'] },
        })
      : jsonResponse(200, { success: true, user: student }),
  );
}

/** The query the browser would send for the form: its fields' names and values, in order. */
function queryOf(form: HTMLFormElement) {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) query.append(name, String(value));
  return query.toString();
}

const shownPapers = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

// The first test compiles the screen on first use: over 5 s on a busy machine.
describe('the question papers search form', () => {
  it('loads the address without the script: its fields, names and values', async () => {
    serve();
    renderApp('/question-paper?q=systems&year=2023&price=free&page=1');
    await screen.findByRole('heading', {
      level: 2,
      name: 'Database Management Systems End Semester Exam',
    });

    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/question-paper');
    // What the browser sends: filled in from the address, and from page 1 (no page field).
    expect(queryOf(form)).toBe('q=systems&subject=&year=2023&price=free');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(within(form).getByRole('button', { name: 'Apply filters' })).toHaveAttribute(
      'type',
      'submit',
    );
    // Without the script the browser checks the year before it sends it: digits only.
    expect(screen.getByLabelText('Year')).toHaveAttribute('pattern', '[0-9]{1,4}');
  });

  it('applies the search at once on Enter, keeping the year, without leaving the page', async () => {
    serve();
    const { user, router } = renderApp('/question-paper?year=2024');
    await screen.findByText('1 of 2 question papers match your search.');

    await user.click(screen.getByLabelText('Search by name'));
    await user.paste('operating');
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?year=2024&q=operating');
    expect(shownPapers()).toEqual(['Operating Systems End Semester Exam']);
  });
});
