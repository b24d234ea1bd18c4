import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { deferred, jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { drawDetailsAsBrowsersDo, showServerDrawn } from '../testing/server-drawn';
import { AppProviders, createQueryClient } from './providers';
import { routes } from './router';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

// The Explore menu and the phone's menu are <details> elements, which open without the script.
beforeAll(drawDetailsAsBrowsersDo);

/**
 * The shown <summary> named `name` (its label, or its text). Testing Library gives a summary no
 * role; browsers expose it as a button, expanded or collapsed as its <details> is open or not.
 */
function summary(name: string, container: HTMLElement = nav()): HTMLElement {
  const shown = (element: HTMLElement) => {
    for (let at: HTMLElement | null = element; at; at = at.parentElement) {
      if (getComputedStyle(at).display === 'none') return false;
    }
    return true;
  };
  const found = [...container.querySelectorAll('summary')].filter(
    (element) =>
      (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name &&
      shown(element),
  );
  expect(found).toHaveLength(1);
  return found[0] as HTMLElement;
}

/** The <details> element a summary opens and closes. */
const disclosureOf = (element: HTMLElement) => element.closest('details') as HTMLDetailsElement;

/** What a summary's <details> shows when open: everything in it but the summary. */
function panelOf(element: HTMLElement): HTMLElement {
  return disclosureOf(element).querySelector(':scope > :not(summary):last-child') as HTMLElement;
}

async function openHome() {
  const app = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Welcome to StudyHub' });
  return app;
}

describe('navigation bar', () => {
  it('shows the Login button to a signed-out visitor', async () => {
    await openHome();
    expect(within(nav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav()).queryByLabelText(/Account menu/)).not.toBeInTheDocument();
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
    expect(await within(nav()).findByLabelText('Account menu for Asha Verma')).toBeInTheDocument();
    expect(within(nav()).queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('links Dashboard and My Activity above Logout in the avatar menu (decision 22)', async () => {
    storeSession();
    stubFetch(() => jsonResponse(200, { success: true, user: student }));
    const { user, router } = renderApp('/notes');
    await within(nav()).findByLabelText('Account menu for Asha Verma');
    const menuButton = summary('Account menu for Asha Verma');
    await user.click(menuButton);
    const menu = panelOf(menuButton);
    const inMenu = within(menu);
    const actions = [...inMenu.getAllByRole('link'), ...inMenu.getAllByRole('button')];
    expect(actions.map((element) => element.textContent)).toEqual([
      'Dashboard',
      'My Activity',
      'Logout',
    ]);
    // In reading order too: the links come before Logout.
    expect(menu.textContent?.indexOf('My Activity') ?? -1).toBeLessThan(
      menu.textContent?.indexOf('Logout') ?? -1,
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
    await within(nav()).findByLabelText('Account menu for Asha Verma');
    const menuButton = summary('Account menu for Asha Verma');
    expect(within(menuButton).getByText('Asha Verma')).toBeVisible();
    expect(within(menuButton).getByText('A')).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

    await user.click(menuButton);
    expect(disclosureOf(menuButton).open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(within(nav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('closes the avatar menu on Escape, back onto its button, and on an outside tap', async () => {
    storeSession();
    stubFetch(() => jsonResponse(200, { success: true, user: student }));
    const { user } = renderApp('/about');
    await within(nav()).findByLabelText('Account menu for Asha Verma');
    const menuButton = summary('Account menu for Asha Verma');
    const panel = panelOf(menuButton);
    expect(panel).not.toBeVisible();

    await user.click(menuButton);
    expect(panel).toBeVisible();
    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(disclosureOf(menuButton).open).toBe(false);
    expect(panel).not.toBeVisible();
    // Never on the page's body: back on the button that opened it.
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    expect(panel).toBeVisible();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(disclosureOf(menuButton).open).toBe(false);
    expect(panel).not.toBeVisible();
  });

  it('closes the avatar menu when focus leaves it, and on a link click', async () => {
    storeSession();
    stubFetch(() => jsonResponse(200, { success: true, user: student }));
    const { user, router } = renderApp('/about');
    await within(nav()).findByLabelText('Account menu for Asha Verma');
    const menuButton = summary('Account menu for Asha Verma');
    const panel = panelOf(menuButton);

    await user.click(menuButton);
    // Past Logout, the last control in it: the menu closes behind the student.
    within(panel).getByRole('button', { name: 'Logout' }).focus();
    await user.tab();
    expect(disclosureOf(menuButton).open).toBe(false);
    expect(document.activeElement).not.toBe(document.body);

    await user.click(menuButton);
    await user.click(within(panel).getByRole('link', { name: 'Dashboard' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(disclosureOf(menuButton).open).toBe(false);
  });

  it('opens Explore, and closes it on Escape, on an outside click and on a link click', async () => {
    const { user, router } = await openHome();
    const explore = summary('Explore');
    const panel = panelOf(explore);
    expect(disclosureOf(explore).open).toBe(false);
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Tools' })).not.toBeInTheDocument();

    await user.click(explore);
    expect(disclosureOf(explore).open).toBe(true);
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
    expect(disclosureOf(explore).open).toBe(false);
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
    const explore = summary('Explore');
    await user.click(explore);
    await user.tab();
    expect(within(nav()).getByRole('link', { name: 'Contact' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(explore).toHaveFocus();
    expect(disclosureOf(explore).open).toBe(false);
  });

  it('has a mobile menu whose Explore holds About Us, Contact, Support Us, Tools and Courses', async () => {
    const { user, router } = await openHome();
    const menuButton = summary('Main menu');
    const panel = panelOf(menuButton);
    expect(panel).not.toBeVisible();
    await user.click(menuButton);
    expect(panel).toBeVisible();
    const inPanel = within(panel);
    for (const name of ['Home', 'Notes', 'Projects', 'Certificates', 'Blogs']) {
      expect(inPanel.getByRole('link', { name })).toBeVisible();
    }

    expect(inPanel.queryByRole('link', { name: 'Tools' })).not.toBeInTheDocument();
    await user.click(summary('Explore', panel));
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
    expect(disclosureOf(menuButton).open).toBe(false);
  });

  it('keeps Tab inside the open mobile menu, and Escape closes it back onto its button', async () => {
    const { user } = await openHome();
    const menuButton = summary('Main menu');
    await user.click(menuButton);
    const panel = panelOf(menuButton);
    const inPanel = within(panel);
    const explore = summary('Explore', panel);

    // Forward from the last control comes back to the menu button, not the page behind.
    explore.focus();
    await user.tab();
    expect(menuButton).toHaveFocus();
    await user.tab();
    expect(inPanel.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(menuButton).toHaveFocus();
    await user.tab({ shift: true });
    expect(explore).toHaveFocus();

    // With Explore open, its last link is the last control.
    await user.click(explore);
    const courses = inPanel.getByRole('link', { name: 'Courses' });
    courses.focus();
    await user.tab();
    expect(menuButton).toHaveFocus();
    await user.tab({ shift: true });
    expect(courses).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(menuButton).toHaveFocus();
    expect(disclosureOf(menuButton).open).toBe(false);
  });

  it('dims the page behind the open mobile menu; a tap on the dimmed page closes it', async () => {
    const { user } = await openHome();
    const menuButton = summary('Main menu');
    const backdrop = document.querySelector('[data-menu-backdrop]') as HTMLElement;
    expect(backdrop).not.toBeVisible();
    await user.click(menuButton);
    expect(backdrop).toBeVisible();
    expect(backdrop).toHaveClass('fixed', 'bg-slate-900/40');
    await user.click(backdrop);
    expect(disclosureOf(menuButton).open).toBe(false);
    expect(backdrop).not.toBeVisible();
  });

  it('reaches Courses from the Explore menu', async () => {
    const { user, router } = await openHome();
    await user.click(summary('Explore'));
    await user.click(within(nav()).getByRole('link', { name: 'Courses' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Available Courses' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses');
  });
});

describe('the menus before the script (decision 35)', () => {
  it('open as HTML, and their links are plain links', async () => {
    const page = await showServerDrawn('/about');
    try {
      const bar = within(page).getByRole('navigation', { name: 'Main' });
      // No handler answers these clicks: the browser opens the <details> itself.
      const menuButton = summary('Main menu', bar);
      const panel = panelOf(menuButton);
      expect(panel).not.toBeVisible();
      menuButton.click();
      expect(panel).toBeVisible();
      expect(within(panel).getByRole('link', { name: 'Notes' })).toHaveAttribute('href', '/notes');

      // Decision 29: the phone's Explore lists what the bar's does.
      const phoneExplore = summary('Explore', panel);
      phoneExplore.click();
      const linkSet = (explore: HTMLElement) =>
        within(panelOf(explore))
          .getAllByRole('link')
          .map((link) => `${link.textContent} ${link.getAttribute('href')}`)
          .sort();
      const explored = linkSet(phoneExplore);
      expect(explored).toEqual([
        'About Us /about',
        'Contact /contact',
        'Courses /courses',
        'Support Us /support-us',
        'Tools /tools',
      ]);
      menuButton.click();
      expect(panel).not.toBeVisible();

      const explore = summary('Explore', bar);
      expect(panelOf(explore)).not.toBeVisible();
      explore.click();
      expect(panelOf(explore)).toBeVisible();
      expect(linkSet(explore)).toEqual(explored);
    } finally {
      page.remove();
    }
  });

  it('keeps a menu opened before the page was hydrated open, and then closes it as usual', async () => {
    const page = await showServerDrawn('/about');
    const menuButton = summary('Main menu', page);
    const toggled = new Promise((resolve) =>
      disclosureOf(menuButton).addEventListener('toggle', resolve, { once: true }),
    );
    menuButton.click();
    // The tap and the browser's toggle event, long before the app's code has come.
    await toggled;
    const router = createMemoryRouter(routes, { initialEntries: ['/about'] });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(page, <AppProviders router={router} queryClient={createQueryClient()} />);
    });
    try {
      expect(summary('Main menu', page)).toBe(menuButton);
      expect(panelOf(menuButton)).toBeVisible();
      // The script knows it is open: Escape (its, not the browser's) closes it.
      menuButton.focus();
      await userEvent.keyboard('{Escape}');
      expect(panelOf(menuButton)).not.toBeVisible();
      expect(menuButton).toHaveFocus();
    } finally {
      act(() => root?.unmount());
      page.remove();
    }
  });
});

describe('the avatar menu before the script (decision 35)', () => {
  it('opens as HTML, with its links and Logout as a form that posts to /logout', async () => {
    const page = await showServerDrawn('/about', { user: student });
    try {
      const bar = within(page).getByRole('navigation', { name: 'Main' });
      expect(bar.querySelector('summary[aria-label="Account menu for Asha Verma"]')).not.toBeNull();
      const menuButton = summary('Account menu for Asha Verma', page);
      const panel = panelOf(menuButton);
      expect(panel).not.toBeVisible();
      // No handler answers this click: the browser opens the <details> itself.
      menuButton.click();
      expect(panel).toBeVisible();
      expect(within(panel).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      expect(within(panel).getByRole('link', { name: 'My Activity' })).toHaveAttribute(
        'href',
        '/user',
      );
      const logout = within(panel).getByRole('button', { name: 'Logout' });
      expect(logout).toHaveAttribute('type', 'submit');
      const form = logout.closest('form');
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/logout');
      menuButton.click();
      expect(panel).not.toBeVisible();
    } finally {
      page.remove();
    }
  });

  it('stays open when opened before the page was hydrated, and then closes on Escape', async () => {
    storeSession();
    stubFetch(() => jsonResponse(200, { success: true, user: student }));
    const page = await showServerDrawn('/about', { user: student });
    const menuButton = summary('Account menu for Asha Verma', page);
    const toggled = new Promise((resolve) =>
      disclosureOf(menuButton).addEventListener('toggle', resolve, { once: true }),
    );
    menuButton.click();
    await toggled;
    const queryClient = createQueryClient();
    queryClient.setQueryData(['served-session'], { user: student });
    const router = createMemoryRouter(routes, { initialEntries: ['/about'] });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(page, <AppProviders router={router} queryClient={queryClient} />);
    });
    try {
      const hydrated = summary('Account menu for Asha Verma', page);
      expect(panelOf(hydrated)).toBeVisible();
      hydrated.focus();
      await userEvent.keyboard('{Escape}');
      expect(panelOf(hydrated)).not.toBeVisible();
      expect(hydrated).toHaveFocus();
    } finally {
      act(() => root?.unmount());
      page.remove();
    }
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
