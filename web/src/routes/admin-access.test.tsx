import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

// Counts loads of the admin section's code: for anyone but an admin it must never be fetched.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./admin', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

describe('/admin for anyone but an admin', () => {
  it('sends a signed-out visitor to /login and loads none of its code', async () => {
    const { router } = renderApp('/admin/notes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(loads.count).toBe(0);
  });

  it('tells a student it is not allowed, with no Admin link anywhere, and loads none of its code', async () => {
    storeSession(student);
    stubFetch(() => jsonResponse(200, { success: true, user: student }));
    const { user, router } = renderApp('/admin');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Not allowed' }),
    ).toBeInTheDocument();
    expect(main).toHaveTextContent('Error 403');
    expect(main).toHaveTextContent('Your account (student@example.com) cannot open it.');
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Account menu for Asha Verma'));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(loads.count).toBe(0);
  });
});
