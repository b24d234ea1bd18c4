import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, LinkNavigation, NavLink } from './link';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

function Frame() {
  return (
    <LinkNavigation>
      <nav>
        <NavLink to="/notes" className="bar">
          Notes
        </NavLink>
        <NavLink to="/" end className="bar">
          Home
        </NavLink>
      </nav>
      <Outlet />
      <Where />
    </LinkNavigation>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Frame />,
        children: [
          { index: true, element: <Link to="/notes?page=2">Second page of notes</Link> },
          {
            path: 'notes',
            element: (
              <>
                <Link to="/" state={{ from: 'notes' }}>
                  Home with state
                </Link>
                <Link to="details">Relative details</Link>
              </>
            ),
          },
          { path: 'notes/details', element: <p>Details</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link and NavLink', () => {
  it('draws a plain link to the address and navigates inside the app when clicked', async () => {
    const router = renderAt('/');
    const link = screen.getByRole('link', { name: 'Second page of notes' });
    expect(link).toHaveAttribute('href', '/notes?page=2');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/notes?page=2');
    expect(router.state.historyAction).toBe('PUSH');

    await userEvent.click(screen.getByRole('link', { name: 'Home with state' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/ {"from":"notes"}');
  });

  it('replaces the history entry when the link is to the address shown', async () => {
    const router = renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(screen.getByRole('link', { name: 'Notes' }));
    expect(router.state.historyAction).toBe('PUSH');
    await userEvent.click(screen.getByRole('link', { name: 'Notes' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier key to the browser', async () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: 'Second page of notes' });
    const user = userEvent.setup();
    // The browser would open a new tab; the app stays where it is.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/ /);
  });

  it('resolves a relative address as React Router does', async () => {
    renderAt('/notes');
    const link = screen.getByRole('link', { name: 'Relative details' });
    expect(link).toHaveAttribute('href', '/notes/details');
    await userEvent.click(link);
    expect(screen.getByText('Details')).toBeInTheDocument();
  });

  it('marks the bar link of the address shown, and of addresses under it unless `end`', async () => {
    renderAt('/notes/details');
    const notes = screen.getByRole('link', { name: 'Notes' });
    expect(notes).toHaveAttribute('aria-current', 'page');
    expect(notes).toHaveClass('bar', 'active');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).not.toHaveAttribute('aria-current');
    expect(home).toHaveClass('bar');
    expect(home).not.toHaveClass('active');

    await userEvent.click(home);
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(notes).not.toHaveAttribute('aria-current');
  });
});
