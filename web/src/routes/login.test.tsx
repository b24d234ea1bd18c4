import type { User } from '@studyhub/contract/auth';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  deferred,
  jsonResponse,
  storeSession,
  stubFetch,
  student,
} from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const signedIn = {
  success: true,
  message: 'Login successful',
  user: student,
  token: 'fresh-token',
};

function requestBody(call: [RequestInfo | URL, RequestInit?] | undefined) {
  return JSON.parse(String(call?.[1]?.body));
}

/** Waits past the 5 s default: code may be compiled on first use, on a busy machine. */
const firstUse = { timeout: 12_000 };

async function openLogin(path = '/login', state?: unknown) {
  const app = renderApp(path, state);
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }, firstUse);
  return app;
}

async function fillLogin(
  user: ReturnType<typeof renderApp>['user'],
  email: string,
  password: string,
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

// The first tests compile the screen and the form's rules on first use: over 5 s on a busy machine.
describe('/login', { timeout: 30_000 }, () => {
  it('opens in login mode with email and password', async () => {
    await openLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Remember Me')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Login | StudyHub'));
  });

  it('toggles to Create Account with Full Name and an optional Remember Me, and back', async () => {
    const { user, router } = await openLogin();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Account' }),
    ).toBeInTheDocument();
    // Register mode is an address, so the link works before the script does.
    expect(router.state.location.search).toBe('?mode=register');
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Remember Me')).not.toBeRequired();
    expect(screen.getByLabelText('Remember Me')).not.toBeChecked();
    expect(screen.getByLabelText('Remember Me')).toHaveAccessibleDescription(
      'Optional: stay signed in for 30 days on this device instead of 1 day.',
    );
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  });

  it('clears the error when the mode is toggled', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, signedIn));
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The form's rules load when it is first used.
    expect(await screen.findByRole('alert', {}, firstUse)).toHaveTextContent(
      'Please enter your email address.',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the password before calling the API', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, signedIn));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'student@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your password.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Logging in..." and disables the inputs while the request runs', async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    const { user } = await openLogin();
    await fillLogin(user, 'student@example.com', 'student-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();

    answer.resolve(
      jsonResponse(401, {
        success: false,
        message: 'Invalid email or password.',
        code: 'INVALID_CREDENTIALS',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it("shows the server's message in the red box on a 401", async () => {
    stubFetch(() =>
      jsonResponse(401, {
        success: false,
        message: 'Invalid email or password.',
        code: 'INVALID_CREDENTIALS',
      }),
    );
    const { user } = await openLogin();
    await fillLogin(user, 'student@example.com', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows "Login failed" when the server cannot be reached', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = await openLogin();
    await fillLogin(user, 'student@example.com', 'student-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('signs in, stores the user but no token, and goes to /dashboard', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, signedIn));
    const { user, router } = await openLogin();
    await fillLogin(user, ' Student@Example.com ', 'student-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    // Screen-reader and keyboard users start on the new screen's heading.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.pathname).toBe('/dashboard');
    // The session is the cookie the answer set (decision 44); the token in the answer is not kept.
    expect(localStorage.getItem('token')).toBeNull();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(student);
    expect(requestBody(callsTo(fetchMock, '/api/auth/login')[0])).toEqual({
      email: 'student@example.com',
      password: 'student-demo-2026',
      rememberMe: false,
    });
  });

  it('sends rememberMe: true when this browser registered with Remember Me', async () => {
    localStorage.setItem('rememberMe', 'true');
    const fetchMock = stubFetch(() => jsonResponse(200, signedIn));
    const { user } = await openLogin();
    await fillLogin(user, 'student@example.com', 'student-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect(requestBody(callsTo(fetchMock, '/api/auth/login')[0]).rememberMe).toBe(true);
  });

  it('goes back to the page the visitor was sent from', async () => {
    stubFetch(() => jsonResponse(200, signedIn));
    const { user, router } = await openLogin('/login', {
      from: { pathname: '/user', search: '', hash: '' },
    });
    await fillLogin(user, 'student@example.com', 'student-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });

  it('says why a screen sent the visitor here', async () => {
    await openLogin('/login', {
      from: { pathname: '/java-verify', search: '', hash: '' },
      reason: 'Please login to access the quiz',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Please login to access the quiz');
  });

  it('says the account was deleted when the deletion form sent the browser here', async () => {
    await openLogin('/login?notice=account-deleted');
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted.');
  });

  it('says nothing for a notice it does not know, nor any text from the address', async () => {
    await openLogin('/login?notice=Your%20bank%20account%20is%20locked');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/bank account/)).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor straight to /dashboard', async () => {
    storeSession();
    stubFetch(() => jsonResponse(200, { success: true, user: student }));
    const { router } = renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('/login in register mode', () => {
  async function openRegister() {
    const app = await openLogin();
    await app.user.click(screen.getByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    return app;
  }

  it('refuses a password shorter than 8 characters without calling the API', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, signedIn));
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByLabelText('Remember Me'));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your password must be at least 8 characters.',
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the full name first', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, signedIn));
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your full name.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers, stores the user and the Remember Me choice but no token, and goes to /dashboard', async () => {
    const ravi: User = { ...student, name: 'Ravi Kumar', email: 'ravi@example.com' };
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { user, router } = await openRegister();
    await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByLabelText('Remember Me'));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
    expect(screen.getByLabelText('Full Name')).toBeDisabled();
    answer.resolve(
      jsonResponse(201, { ...signedIn, message: 'Registration successful', user: ravi }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(ravi);
    expect(localStorage.getItem('token')).toBeNull();
    expect(requestBody(callsTo(fetchMock, '/api/auth/register')[0])).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      password: 'a-long-password',
      rememberMe: true,
    });
  });

  it('registers without Remember Me ticked, for a one-day session', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(201, { ...signedIn, message: 'Registration successful' }),
    );
    const { user, router } = await openRegister();
    await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('rememberMe')).toBe('false');
    expect(requestBody(callsTo(fetchMock, '/api/auth/register')[0]).rememberMe).toBe(false);
  });

  it('says to open the email when the site registers by an emailed link, signing no one in', async () => {
    const emailed =
      'Almost done! We have sent a link to ravi@example.com. Open it within 24 hours to finish creating your account. No email? Check your spam folder.';
    stubFetch(() => jsonResponse(202, { success: true, emailed: true, message: emailed }));
    const { user, router } = await openRegister();
    await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('status')).toHaveTextContent(emailed);
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it("shows the server's message when the email is taken, else 'Registration failed'", async () => {
    let reachable = true;
    stubFetch(() => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return jsonResponse(409, {
        success: false,
        message: 'An account with this email already exists. Please log in instead.',
        code: 'EMAIL_TAKEN',
      });
    });
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Full Name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Email'), 'student@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByLabelText('Remember Me'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please log in instead.',
    );

    reachable = false;
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Registration failed$/),
    );
  });
});
