import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  deferred,
  jsonResponse,
  storeSession,
  stubFetch,
  student,
} from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

// Typing a login and drawing two screens takes over 5 s on a loaded two-core machine.
describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    const { router } = renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard' } });
  });

  it('brings the visitor back to the protected page after signing in', async () => {
    stubFetch((url) =>
      url === '/api/auth/login'
        ? jsonResponse(200, {
            success: true,
            message: 'Login successful',
            user: student,
            token: 't',
          })
        : jsonResponse(404, { success: false, message: 'Not found', code: 'NOT_FOUND' }),
    );
    const { user, router } = renderApp('/user');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    await user.type(screen.getByLabelText('Email'), 'student@example.com');
    await user.type(screen.getByLabelText('Password'), 'student-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
  });

  it("shows 'Loading...' while the session is checked, then the page", async () => {
    storeSession();
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    renderApp('/dashboard');
    expect(await within(screen.getByRole('main')).findByText('Loading...')).toBeInTheDocument();
    answer.resolve(jsonResponse(200, { success: true, user: student }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('student@example.com')).toBeInTheDocument();
  });
});
