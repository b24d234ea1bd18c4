import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

async function openHome() {
  const app = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Welcome to StudyHub' });
  return app;
}

describe('navigation bar', () => {
  it('shows the Login button to a signed-out visitor', async () => {
    await openHome();
    expect(within(nav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav()).queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('links the logo and the desktop links to their routes', async () => {
    await openHome();
    expect(within(nav()).getByRole('link', { name: 'StudyHub' })).toHaveAttribute('href', '/');
    const expected = [
      ['Home', '/'],
      ['Notes', '/notes'],
      ['Projects', '/projects'],
      ['Certificates', '/all-certificates'],
      ['Blogs', '/blogs'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav()).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it("shows 'Loading...' while the stored session is being checked", async () => {
    storeSession();
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    renderApp('/');
    expect(within(nav()).getByText('Loading...')).toBeInTheDocument();
    answer.resolve(jsonResponse(200, { success: true, user: student }));
    expect(
      await within(nav()).findByRole('button', { name: 'Account menu for Asha Verma' }),
    ).toBeInTheDocument();
    expect(within(nav()).queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('links Dashboard and My Activity above Logout in the avatar menu (decision 22)', async () => {
    storeSession();
    stubFetch(() => jsonResponse(200, { success: true, user: student }));
    const { user, router } = renderApp('/notes');
    const menuButton = await screen.findByRole('button', { name: 'Account menu for Asha Verma' });
    await user.click(menuButton);
    const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    const inMenu = within(menu as HTMLElement);
    const actions = [...inMenu.getAllByRole('link'), ...inMenu.getAllByRole('button')];
    expect(actions.map((element) => element.textContent)).toEqual([
      'Dashboard',
      'My Activity',
      'Logout',
    ]);
    // In reading order too: the links come before Logout.
    expect((menu as HTMLElement).textContent?.indexOf('My Activity') ?? -1).toBeLessThan(
      (menu as HTMLElement).textContent?.indexOf('Logout') ?? -1,
    );
    expect(inMenu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    const activity = inMenu.getByRole('link', { name: 'My Activity' });
    expect(activity).toHaveAttribute('href', '/user');

    await user.click(activity);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the name and an avatar menu with Logout to a signed-in user', async () => {
    storeSession();
    stubFetch((url) =>
      url === '/api/auth/logout'
        ? jsonResponse(200, { success: true, message: 'Logged out' })
        : jsonResponse(200, { success: true, user: student }),
    );
    const { user, router } = renderApp('/notes');
    const menuButton = await screen.findByRole('button', { name: 'Account menu for Asha Verma' });
    expect(within(menuButton).getByText('Asha Verma')).toBeVisible();
    expect(within(menuButton).getByText('A')).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(within(nav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('opens Explore, and closes it on Escape, on an outside click and on a link click', async () => {
    const { user, router } = await openHome();
    const explore = within(nav()).getByRole('button', { name: 'Explore' });
    expect(explore).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Tools' })).not.toBeInTheDocument();

    await user.click(explore);
    expect(explore).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(explore.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    for (const [name, href] of [
      ['Contact', '/contact'],
      ['Support Us', '/support-us'],
      ['About Us', '/about'],
      ['Tools', '/tools'],
    ]) {
      expect(within(panel as HTMLElement).getByRole('link', { name })).toHaveAttribute(
        'href',
        href,
      );
    }

    await user.keyboard('{Escape}');
    expect(explore).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(explore);
    expect(panel).toBeVisible();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(panel).not.toBeVisible();

    await user.click(explore);
    await user.click(within(panel as HTMLElement).getByRole('link', { name: 'Tools' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tools for your features' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tools');
    expect(panel).not.toBeVisible();
  });

  it('returns focus to the Explore button when Escape closes it from inside', async () => {
    const { user } = await openHome();
    const explore = within(nav()).getByRole('button', { name: 'Explore' });
    await user.click(explore);
    await user.tab();
    expect(within(nav()).getByRole('link', { name: 'Contact' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(explore).toHaveFocus();
    expect(explore).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a mobile menu whose Explore holds About Us, Contact, Support Us, Tools and Courses', async () => {
    const { user, router } = await openHome();
    const menuButton = within(nav()).getByRole('button', { name: 'Main menu' });
    await user.click(menuButton);
    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    const inPanel = within(panel as HTMLElement);
    for (const name of ['Home', 'Notes', 'Projects', 'Certificates', 'Blogs']) {
      expect(inPanel.getByRole('link', { name })).toBeInTheDocument();
    }

    await user.click(inPanel.getByRole('button', { name: 'Explore' }));
    expect(inPanel.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(inPanel.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(inPanel.getByRole('link', { name: 'Support Us' })).toHaveAttribute(
      'href',
      '/support-us',
    );
    expect(inPanel.getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/tools');
    expect(inPanel.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');

    await user.click(inPanel.getByRole('link', { name: 'Notes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notes');
    expect(panel).not.toBeVisible();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Tab inside the open mobile menu, and Escape closes it back onto its button', async () => {
    const { user } = await openHome();
    const menuButton = within(nav()).getByRole('button', { name: 'Main menu' });
    await user.click(menuButton);
    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    const inPanel = within(panel as HTMLElement);

    // Forward from the last control comes back to the menu button, not the page behind.
    inPanel.getByRole('button', { name: 'Explore' }).focus();
    await user.tab();
    expect(menuButton).toHaveFocus();
    await user.tab();
    expect(inPanel.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(menuButton).toHaveFocus();
    await user.tab({ shift: true });
    expect(inPanel.getByRole('button', { name: 'Explore' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('dims the page behind the open mobile menu; a tap on the dimmed page closes it', async () => {
    const { user } = await openHome();
    const menuButton = within(nav()).getByRole('button', { name: 'Main menu' });
    const backdrop = () => document.querySelector<HTMLElement>('[data-menu-backdrop]');
    expect(backdrop()).toBeNull();
    await user.click(menuButton);
    expect(backdrop()).toHaveClass('fixed', 'bg-slate-900/40');
    await user.click(backdrop() as HTMLElement);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(backdrop()).toBeNull();
  });

  it('reaches Courses from the Explore menu', async () => {
    const { user, router } = await openHome();
    await user.click(within(nav()).getByRole('button', { name: 'Explore' }));
    await user.click(within(nav()).getAllByRole('link', { name: 'Courses' })[0] as HTMLElement);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Available Courses' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses');
  });
});

describe('footer', () => {
  it('links Dashboard and My Activity when signed in, and not before', async () => {
    storeSession();
    stubFetch(() => jsonResponse(200, { success: true, user: student }));
    renderApp('/about');
    const footer = screen.getByRole('contentinfo');
    const account = await within(footer).findByRole('navigation', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(account).getByRole('link', { name: 'My Activity' })).toHaveAttribute(
      'href',
      '/user',
    );
  });

  it('has no account links for a signed-out visitor', async () => {
    await openHome();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'My Activity' })).not.toBeInTheDocument();
  });

  it('holds the support links and labelled social links that open safely', async () => {
    await openHome();
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Contact', '/contact'],
      ['Return Policy', '/return-policy'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-and-condition'],
      ['About', '/about'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const instagram = within(footer).getByRole('link', { name: /StudyHub on Instagram/ });
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByText(/Bengaluru/)).toBeInTheDocument();
  });
});
