import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const changed = 'Your password has been changed. Please log in with your new password.';

function serve(reset: () => Response) {
  return stubFetch((url) =>
    url === '/api/account/reset-password'
      ? reset()
      : jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' }),
  );
}

async function choose(
  user: ReturnType<typeof renderApp>['user'],
  password: string,
  confirm = password,
) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('/reset-password', () => {
  it('sets the new password with the token from the link, then offers to log in', async () => {
    const fetchMock = serve(() => jsonResponse(200, { success: true, message: changed }));
    const { user } = renderApp('/reset-password?token=abc_DEF-123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset Password' }),
    ).toBeInTheDocument();
    await choose(user, 'my new password');

    expect(await screen.findByRole('status')).toHaveTextContent(changed);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const call = callsTo(fetchMock, '/api/account/reset-password')[0];
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      token: 'abc_DEF-123',
      password: 'my new password',
    });
  });

  it('checks the password rules and the confirmation before calling the API', async () => {
    const fetchMock = serve(() => jsonResponse(200, { success: true, message: changed }));
    const { user } = renderApp('/reset-password?token=abc');
    await choose(user, 'short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. Your password must be at least 8 characters.',
    );
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await choose(user, 'long enough one', 'long enough two');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    expect(callsTo(fetchMock, '/api/account/reset-password')).toHaveLength(0);
  });

  it('explains a used or expired link and offers a new one', async () => {
    serve(() =>
      jsonResponse(400, {
        success: false,
        code: 'RESET_LINK_INVALID',
        message: 'This reset link has expired or has already been used. Please ask for a new one.',
      }),
    );
    const { user } = renderApp('/reset-password?token=old');
    await choose(user, 'my new password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link has expired or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says the link is not complete when it has no token', async () => {
    serve(() => jsonResponse(200, { success: true, message: changed }));
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is not complete.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
