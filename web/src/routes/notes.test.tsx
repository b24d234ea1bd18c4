import type { NoteSummary } from '@studyhub/contract/catalog';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { jsonResponse, stubFetch } from '../testing/fixtures';

function note(id: string, name: string, overrides: Partial<NoteSummary> = {}): NoteSummary {
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
    ...overrides,
  };
}

const notes = [
  note('core-java', 'Core Java Programming Notes', { price: 129 }),
  note('dbms', 'Database Management Systems Notes', { price: 1999 }),
  note('web-dev', 'Web Development: HTML, CSS and JavaScript', { price: 99 }),
  note('os-short', 'Operating System Short Notes', { price: 0, isFree: true, pages: 58 }),
];

/** The whole app at an address that may carry a query string (renderApp takes a path only). */
function openAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  render(<AppProviders router={router} queryClient={createQueryClient()} />);
  return { router, user };
}

function serveNotes(answer: () => Response = () => jsonResponse(200, { success: true, notes })) {
  return stubFetch((url) =>
    url === '/api/notes'
      ? answer()
      : jsonResponse(404, { success: false, message: 'No', code: 'X' }),
  );
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

  it('narrows the cards as the user types, ignoring case, and keeps the search in the URL', async () => {
    serveNotes();
    const { router, user } = openAt('/notes');
    await screen.findByText('4 notes');

    await user.type(screen.getByLabelText('Search notes by name'), 'JAVA');
    expect(cardNames()).toEqual([
      'Core Java Programming Notes',
      'Web Development: HTML, CSS and JavaScript',
    ]);
    expect(screen.getByText('2 of 4 notes match “JAVA”')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=JAVA');

    await user.type(screen.getByLabelText('Search notes by name'), 'x');
    expect(screen.getByText('No notes match your search.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Search notes by name'));
    expect(cardNames()).toHaveLength(4);
    expect(router.state.location.search).toBe('');
  });

  it('starts from the ?search= a quiz result links to', async () => {
    serveNotes();
    openAt('/notes?search=database');
    expect(await screen.findByText('1 of 4 notes match “database”')).toBeInTheDocument();
    expect(screen.getByLabelText('Search notes by name')).toHaveValue('database');
    expect(cardNames()).toEqual(['Database Management Systems Notes']);
  });

  it('lists every note name in the sidebar behind the Filter toggle', async () => {
    serveNotes();
    const { user } = openAt('/notes?search=java');
    await screen.findByText('2 of 4 notes match “java”');
    const sidebar = screen.getByRole('navigation', { name: 'All Notes' });
    // The sidebar keeps all notes, whatever the search.
    expect(within(sidebar).getAllByRole('link')).toHaveLength(4);
    expect(
      within(sidebar).getByRole('link', { name: 'Operating System Short Notes' }),
    ).toHaveAttribute('href', '/notes/os-short');
    const filter = within(sidebar).getByRole('button', { name: 'Filter' });
    expect(filter).toHaveAttribute('aria-expanded', 'false');
    await user.click(filter);
    expect(filter).toHaveAttribute('aria-expanded', 'true');
  });

  it('says the notes could not be loaded, never that none match, and tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    serveNotes(() =>
      failing
        ? jsonResponse(429, { success: false, message: 'Slow down.', code: 'RATE_LIMITED' })
        : jsonResponse(200, { success: true, notes }),
    );
    const { user } = openAt('/notes?search=java');
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
    serveNotes(() => jsonResponse(200, { success: true, notes: [] }));
    openAt('/notes');
    expect(
      await screen.findByText('No notes are available right now. Please check back soon.'),
    ).toBeInTheDocument();
  });
});
