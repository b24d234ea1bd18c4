import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { drawOnServer } from '../testing/server-drawn';

// Decision 39: react-dom/static is Preact's string renderer, and react-dom/client's hydrateRoot is
// Preact's hydrate. What a server draws with the one, the other takes over as it is.

describe('prerendering with Preact', () => {
  it('draws the layout and the lazy screen whole, with no loading state', async () => {
    const page = document.createElement('div');
    page.innerHTML = await drawOnServer('/about');
    document.body.append(page);
    try {
      expect(within(page).getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      expect(within(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
      expect(within(page).getByRole('contentinfo')).toBeVisible();
      // The server does not know the session: the page starts as it does in the browser.
      expect(within(page).getByRole('status')).toHaveTextContent('Loading...');
    } finally {
      page.remove();
    }
  });

  it('is taken over in the browser as it is: the same elements, then working', async () => {
    const html = await drawOnServer('/about');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = screen.getByRole('heading', { level: 1, name: 'About Us' });
    const footer = screen.getByRole('contentinfo');
    // The bar's Explore menu (a <details>; the phone menu's own Explore comes after it).
    const [explore] = within(screen.getByRole('navigation', { name: 'Main' })).getAllByText(
      'Explore',
      { selector: 'summary' },
    );

    const router = createMemoryRouter(routes, { initialEntries: ['/about'] });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <AppProviders router={router} queryClient={createQueryClient()} />,
      );
    });
    try {
      // Hydration kept the server's elements: nothing was drawn again, added or left over.
      expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
      expect(screen.getByRole('contentinfo')).toBe(footer);
      expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
      expect(container.children).toHaveLength(1);
      // Then the browser's own effects run: the session check ends with no session.
      expect(
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
          name: 'Login',
        }),
      ).toBeVisible();

      await userEvent.click(explore as HTMLElement);
      const panel = explore?.nextElementSibling as HTMLElement;
      expect(panel).toBeVisible();
      await userEvent.click(within(panel).getByRole('link', { name: 'Contact' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });
});
