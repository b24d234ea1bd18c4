import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, deferred, jsonResponse, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const sent =
  'If an account uses this email, we have sent it a link to reset the password. The link works for one hour.';

function serve(options: { sendsEmail: boolean; forgot?: () => Response | Promise<Response> }) {
  return stubFetch((url) => {
    if (url === '/api/site') {
      return jsonResponse(200, {
        success: true,
        supportEmail: 'help@studyhub.example',
        governingLawLocation: 'Bengaluru, Karnataka, India',
        sendsEmail: options.sendsEmail,
      });
    }
    if (url === '/api/account/forgot-password') {
      return options.forgot?.() ?? jsonResponse(200, { success: true, message: sent });
    }
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}

describe('/forgot-password', () => {
  it('is linked from the login screen', async () => {
    serve({ sendsEmail: true });
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot Password' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    await waitFor(() => expect(document.title).toBe('Forgot Password | StudyHub'));
  });

  it('sends the email and says a link is on its way, whatever the answer', async () => {
    const answer = deferred<Response>();
    const fetchMock = serve({ sendsEmail: true, forgot: () => answer.promise });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), ' Asha@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer.resolve(jsonResponse(200, { success: true, message: sent }));

    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    const call = callsTo(fetchMock, '/api/account/forgot-password')[0];
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'asha@example.com' });
    expect(screen.queryByText(/Email is not set up/)).not.toBeInTheDocument();
  });

  it('asks for a valid email before calling the API', async () => {
    const fetchMock = serve({ sendsEmail: true });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(callsTo(fetchMock, '/api/account/forgot-password')).toHaveLength(0);
  });

  it('shows the rate limit in the red box', async () => {
    serve({
      sendsEmail: true,
      forgot: () =>
        jsonResponse(429, {
          success: false,
          code: 'RATE_LIMITED',
          message: 'Too many attempts. Please wait 15 minutes and try again.',
        }),
    });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });

  it('says so when email is not set up on this site', async () => {
    serve({ sendsEmail: false });
    renderApp('/forgot-password');
    expect(
      await screen.findByText(/Email is not set up on this site, so no reset link can be sent/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@studyhub.example' })).toHaveAttribute(
      'href',
      'mailto:help@studyhub.example',
    );
  });
});
