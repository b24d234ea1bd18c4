import type { User } from '@studyhub/contract/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const kabir: User = {
  id: 'user_kabir',
  name: 'Kabir Shah',
  email: 'kabir@example.com',
  profilePic: null,
  role: 'student',
};

function serve(confirm: () => Response) {
  return stubFetch((url) => {
    if (url === '/api/auth/register/confirm') return confirm();
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: kabir });
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}

describe('/confirm-email', () => {
  it('makes the account with the token from the link when the button is pressed, and signs in', async () => {
    const fetchMock = serve(() =>
      jsonResponse(201, {
        success: true,
        message: 'Registration successful',
        user: kabir,
        token: 'a-session',
      }),
    );
    const { user, router } = renderApp('/confirm-email?token=abc_DEF-123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finish Creating Your Account' }),
    ).toBeInTheDocument();
    // Opening the link makes nothing: mail programs open links to check them.
    expect(callsTo(fetchMock, '/api/auth/register/confirm')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const call = callsTo(fetchMock, '/api/auth/register/confirm')[0];
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: 'abc_DEF-123' });
  });

  it('explains a used or expired link and offers to register again', async () => {
    serve(() =>
      jsonResponse(400, {
        success: false,
        code: 'REGISTRATION_LINK_INVALID',
        message:
          'This link has expired or has already been used. Please create your account again.',
      }),
    );
    const { user } = renderApp('/confirm-email?token=old');
    await user.click(await screen.findByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used. Please create your account again.',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/login?mode=register',
    );
  });

  it('is a form that posts to the server, so it works before the script is ready', async () => {
    serve(() => jsonResponse(500, {}));
    renderApp('/confirm-email?token=abc');
    const button = await screen.findByRole('button', { name: 'Create my account' });
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/confirm-email');
    expect(form?.querySelector('input[name="token"]')).toHaveValue('abc');
  });

  it('says the link is not complete when it has no token', async () => {
    serve(() => jsonResponse(500, {}));
    renderApp('/confirm-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not complete. Please open the whole link from the email',
    );
  });
});
