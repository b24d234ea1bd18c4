import type { NoteSummary } from '@studyhub/contract/catalog';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { listAnswer, pathOf } from '../testing/catalog-lists';
import { jsonResponse, stubFetch } from '../testing/fixtures';

interface Fixture extends NoteSummary {
  subject: string;
  semester: number;
}

function note(id: string, name: string, overrides: Partial<Fixture> = {}): Fixture {
  return {
    id,
    name,
    image: `/media/images/note-${id}-800.webp`,
    imageSmall: `/media/images/note-${id}-400.webp`,
    imageLinkPreview: `/media/images/note-${id}-og.png`,
    about: `All of ${name} in one place.`,
    pages: 60,
    price: 149,
    isFree: false,
    subject: 'Programming',
    semester: 3,
    ...overrides,
  };
}

const notes = [
  note('core-java', 'Core Java Programming Notes', { price: 129, subject: 'Java', semester: 4 }),
  note('dbms', 'Database Management Systems Notes', { price: 1999, subject: 'DBMS', semester: 4 }),
  note('web-dev', 'Web Development: HTML, CSS and JavaScript', { price: 99 }),
  note('os-short', 'Operating System Short Notes', {
    price: 0,
    isFree: true,
    pages: 58,
    subject: 'Operating Systems',
    semester: 5,
  }),
];

/** The server's search is tested on the server; here a name "contains" stands in for it. */
const filters = {
  q: (item: Fixture, value: string) => item.name.toLowerCase().includes(value.toLowerCase()),
  subject: (item: Fixture, value: string) => item.subject === value,
  semester: (item: Fixture, value: string) => String(item.semester) === value,
  price: (item: Fixture, value: string) => item.isFree === (value === 'free'),
};
const facets = {
  subjects: ['DBMS', 'Java', 'Operating Systems', 'Programming'],
  semesters: [3, 4, 5],
};

/** The whole app at an address that may carry a query string (renderApp takes a path only). */
function openAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(<AppProviders router={router} queryClient={createQueryClient()} />);
  return { router, user, view };
}

function serveNotes(
  answer: (url: string) => Response = (url) => listAnswer(url, 'notes', notes, { filters, facets }),
) {
  return stubFetch((url) =>
    pathOf(url) === '/api/notes'
      ? answer(url)
      : jsonResponse(404, { success: false, message: 'No', code: 'X' }),
  );
}

/** The list requests made, without the sidebar's request for every name. */
const listRequests = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => pathOf(url) === '/api/notes' && !url.includes('pageSize='));

/** The query the browser would send for the form: its fields' names and values, in order. */
function queryOf(form: HTMLFormElement) {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) query.append(name, String(value));
  return query.toString();
}

const cardNames = () =>
  within(screen.getByRole('region', { name: 'Notes' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('/notes', () => {
  // The screen is lazy-loaded: transform it once up front, not inside the first test's time.
  beforeAll(() => import('./notes'), 30_000);

  it('shows every note as a card with pages, price and a View More link', async () => {
    serveNotes();
    openAt('/notes');
    expect(await screen.findByText('4 notes')).toBeInTheDocument();
    expect(cardNames()).toEqual(notes.map((item) => item.name));

    const dbms = screen.getByRole('heading', { name: 'Database Management Systems Notes' })
      .parentElement as HTMLElement;
    expect(within(dbms).getByText('₹1,999')).toBeInTheDocument();
    expect(within(dbms).getByText('60')).toBeInTheDocument();
    expect(
      within(dbms).getByRole('link', { name: 'View More about Database Management Systems Notes' }),
    ).toHaveAttribute('href', '/notes/dbms');
    const free = screen.getByRole('heading', { name: 'Operating System Short Notes' })
      .parentElement as HTMLElement;
    expect(within(free).getByText('Free')).toBeInTheDocument();
  });

  it('asks the server once typing pauses, and keeps the search in the URL as ?q=', async () => {
    const fetchMock = serveNotes();
    const { router, user } = openAt('/notes');
    await screen.findByText('4 notes');

    await user.type(screen.getByLabelText('Search notes'), 'JAVA');
    // The box answers at once; the list follows the pause, with one request for the word.
    expect(screen.getByLabelText('Search notes')).toHaveValue('JAVA');
    expect(await screen.findByText('2 of 4 notes match “JAVA”')).toBeInTheDocument();
    expect(cardNames()).toEqual([
      'Core Java Programming Notes',
      'Web Development: HTML, CSS and JavaScript',
    ]);
    expect(router.state.location.search).toBe('?q=JAVA');
    expect(listRequests(fetchMock)).toEqual(['/api/notes', '/api/notes?q=JAVA']);

    await user.type(screen.getByLabelText('Search notes'), 'x');
    expect(await screen.findByText('No notes match your search.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Search notes'));
    await screen.findByText('4 notes');
    expect(router.state.location.search).toBe('');
  });

  it('starts from the ?q= of a shared link, and from the older ?search= of quiz results', async () => {
    serveNotes();
    const shared = openAt('/notes?q=database');
    expect(await screen.findByText('1 of 4 notes match “database”')).toBeInTheDocument();
    expect(screen.getByLabelText('Search notes')).toHaveValue('database');
    expect(cardNames()).toEqual(['Database Management Systems Notes']);
    shared.view.unmount();

    openAt('/notes?search=java');
    expect(await screen.findByText('2 of 4 notes match “java”')).toBeInTheDocument();
    expect(screen.getByLabelText('Search notes')).toHaveValue('java');
  });

  it('filters by subject, semester and price in the URL, together with the search', async () => {
    const fetchMock = serveNotes();
    const { router, user } = openAt('/notes?q=notes');
    await screen.findByText('3 of 4 notes match “notes”');

    await user.selectOptions(screen.getByLabelText('Semester'), 'Semester 4');
    expect(await screen.findByText('2 of 4 notes match “notes”')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=notes&semester=4');

    await user.selectOptions(screen.getByLabelText('Price'), 'Paid');
    await user.selectOptions(screen.getByLabelText('Subject'), 'DBMS');
    await waitFor(() => expect(cardNames()).toEqual(['Database Management Systems Notes']));
    expect(router.state.location.search).toBe('?q=notes&semester=4&price=paid&subject=DBMS');
    expect(listRequests(fetchMock).at(-1)).toBe(
      '/api/notes?q=notes&subject=DBMS&semester=4&price=paid',
    );
    expect(screen.getByRole('button', { name: /Filter/ })).toHaveTextContent('3 set');

    // Each chosen filter is a step Back undoes; the boxes follow the address.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(''));
    expect(screen.getByLabelText('Price')).toHaveValue('paid');

    // A plain link to the address without the filters, so it works without the script too.
    const clear = screen.getByRole('link', { name: 'Clear filters' });
    expect(clear).toHaveAttribute('href', '/notes?q=notes');
    await user.click(clear);
    await waitFor(() => expect(router.state.location.search).toBe('?q=notes'));
    expect(await screen.findByText('3 of 4 notes match “notes”')).toBeInTheDocument();
  });

  it('shows the filters of a reloaded or shared address as chosen', async () => {
    serveNotes();
    openAt('/notes?subject=Operating%20Systems&price=free');
    expect(await screen.findByText('1 of 4 notes match the filters')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Operating Systems');
    expect(screen.getByLabelText('Price')).toHaveValue('free');
    expect(screen.getByLabelText('Semester')).toHaveValue('');
  });

  it('is one form that loads the address without the script: its fields, names and values', async () => {
    serveNotes();
    openAt('/notes?q=java&semester=4&price=paid&page=2');
    await screen.findByText('No notes match your search.');

    const form = screen.getByRole('search');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/notes');
    // What the browser sends: the filters sit in the sidebar, outside the form's element, and
    // belong to it all the same; a new search or filter starts from page 1, so there is no page.
    expect(queryOf(form as HTMLFormElement)).toBe('subject=&semester=4&price=paid&q=java');
    for (const label of ['Subject', 'Semester', 'Price']) {
      expect((screen.getByLabelText(label) as HTMLSelectElement).form).toBe(form);
    }
    const searchButton = within(form).getByRole('button', { name: 'Search' });
    expect(searchButton).toHaveAttribute('type', 'submit');
    const apply = screen.getByRole('button', { name: 'Apply filters' });
    expect(apply).toHaveAttribute('type', 'submit');
    expect((apply as HTMLButtonElement).form).toBe(form);
    // The button comes in the panel after the filters, and the search keeps its label.
    expect(screen.getByLabelText('Price').compareDocumentPosition(apply)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByRole('searchbox', { name: 'Search notes' })).toHaveAttribute('name', 'q');
  });

  it('applies the search at once on Enter or the button, without leaving the page', async () => {
    const fetchMock = serveNotes();
    const { router, user } = openAt('/notes?semester=4');
    await screen.findByText('2 of 4 notes match the filters');
    const submitted: boolean[] = [];
    const onSubmit = (event: Event) => submitted.push(event.defaultPrevented);
    document.addEventListener('submit', onSubmit);
    try {
      const box = screen.getByLabelText('Search notes');
      await user.click(box);
      await user.paste('java');
      await user.keyboard('{Enter}');
      // Not after the typing pause: at once, and the page (and its filters) stay.
      expect(router.state.location.search).toBe('?semester=4&q=java');
      expect(await screen.findByText('1 of 4 notes match “java”')).toBeInTheDocument();
      expect(cardNames()).toEqual(['Core Java Programming Notes']);

      await user.clear(box);
      await user.paste('database');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(router.state.location.search).toBe('?semester=4&q=database');
      expect(await screen.findByText('1 of 4 notes match “database”')).toBeInTheDocument();

      // The submit event reached the page each time, and each time the page kept it.
      expect(submitted).toEqual([true, true]);
      expect(listRequests(fetchMock).filter((url) => url.includes('q='))).toEqual([
        '/api/notes?q=java&semester=4',
        '/api/notes?q=database&semester=4',
      ]);
    } finally {
      document.removeEventListener('submit', onSubmit);
    }
  });

  it('opens the filters from the Filter button, and closes them with Escape', async () => {
    serveNotes();
    const { user } = openAt('/notes');
    await screen.findByText('4 notes');
    const filter = screen.getByRole('button', { name: 'Filter' });
    expect(filter).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(filter.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByLabelText('Subject'));

    await user.click(filter);
    expect(filter).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(filter).toHaveAttribute('aria-expanded', 'false');
    expect(filter).toHaveFocus();
  });

  it('lists every note name in the sidebar, whatever the search', async () => {
    serveNotes();
    openAt('/notes?q=java');
    await screen.findByText('2 of 4 notes match “java”');
    const sidebar = await screen.findByRole('navigation', { name: 'All Notes' });
    await waitFor(() => expect(within(sidebar).getAllByRole('link')).toHaveLength(4));
    expect(
      within(sidebar).getByRole('link', { name: 'Operating System Short Notes' }),
    ).toHaveAttribute('href', '/notes/os-short');
  });

  it('pages through a long answer, keeping the search in the page links', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      note(`java-${index + 1}`, `Java Notes Part ${index + 1}`),
    );
    serveNotes((url) => listAnswer(url, 'notes', many, { filters, facets }));
    const { router, user } = openAt('/notes?q=java');
    expect(await screen.findByText('30 of 30 notes match “java”')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(24);
    const pages = screen.getByRole('navigation', { name: 'Pages of notes' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    // Plain links to the page's address, which the server renders without the script.
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/notes?q=java&page=2',
    );
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(cardNames()).toHaveLength(6));
    expect(router.state.location.search).toBe('?q=java&page=2');
    expect(cardNames()[0]).toBe('Java Notes Part 25');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/notes?q=java',
    );
  });

  it('says the notes could not be loaded, never that none match, and tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    serveNotes((url) =>
      failing
        ? jsonResponse(429, { success: false, message: 'Slow down.', code: 'RATE_LIMITED' })
        : listAnswer(url, 'notes', notes, { filters, facets }),
    );
    const { user } = openAt('/notes?q=java');
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('We could not load the notes.');
    expect(screen.queryByText('No notes match your search.')).not.toBeInTheDocument();
    expect(screen.queryByText('No notes yet.')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Error fetching notes', expect.any(Error)),
    );

    failing = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(cardNames()).toEqual([
        'Core Java Programming Notes',
        'Web Development: HTML, CSS and JavaScript',
      ]),
    );
  });

  it('says when there are no notes at all, rather than that none match', async () => {
    serveNotes((url) => listAnswer(url, 'notes', [], { facets: { semesters: [] } }));
    openAt('/notes');
    expect(
      await screen.findByText('No notes are available right now. Please check back soon.'),
    ).toBeInTheDocument();
  });
});
