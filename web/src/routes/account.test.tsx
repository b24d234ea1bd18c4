import type { FormResult } from '@studyhub/contract/forms';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { drawDetailsAsBrowsersDo, showServerDrawn } from '../testing/server-drawn';

// 'Delete my account' opens its confirmation as a <details> element (it opens without the script).
beforeAll(drawDetailsAsBrowsersDo);

/** 'Delete my account': a <summary>, which browsers expose as a button (Testing Library does not). */
const deleteSummary = (panel: HTMLElement) =>
  within(panel).getByText('Delete my account', { selector: 'summary' });

const thisDevice = {
  id: '11111111-1111-4111-8111-111111111111',
  createdAt: '2026-11-20T04:30:00.000Z',
  expiresAt: '2026-12-20T04:30:00.000Z',
  rememberMe: true,
  current: true,
};
const otherDevice = {
  id: '22222222-2222-4222-8222-222222222222',
  createdAt: '2026-11-21T10:00:00.000Z',
  expiresAt: '2026-11-22T10:00:00.000Z',
  rememberMe: false,
  current: false,
};

type Handler = (url: string, init: RequestInit) => Response | undefined;

/** The API as /account meets it; `handle` answers the calls a test is about. */
function serve(handle: Handler = () => undefined, sessions = [thisDevice, otherDevice]) {
  let live = sessions;
  return stubFetch((url, init) => {
    const answer = handle(url, init);
    if (answer) return answer;
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: student });
    if (url === '/api/account/sessions')
      return jsonResponse(200, { success: true, sessions: live });
    if (url === `/api/account/sessions/${otherDevice.id}` && init.method === 'DELETE') {
      live = live.filter((session) => session.current);
      return jsonResponse(200, { success: true, message: 'That device has been signed out.' });
    }
    if (url === '/api/account/sessions/sign-out-others') {
      const ended = live.length - 1;
      live = live.filter((session) => session.current);
      return jsonResponse(200, {
        success: true,
        message: `${ended} other device${ended === 1 ? ' has' : 's have'} been signed out.`,
        ended,
      });
    }
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}

const body = (call: [RequestInfo | URL, RequestInit?] | undefined) =>
  JSON.parse(String(call?.[1]?.body));

async function openAccount() {
  storeSession();
  const app = renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
  return app;
}

// The first tests compile the screens they open on first use: over 5 s on a busy machine.
describe('/account', () => {
  it('is reached from the dashboard', async () => {
    storeSession();
    serve();
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Account settings' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Settings' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    await waitFor(() => expect(document.title).toBe('Account Settings | StudyHub'));
  });

  it('sends a signed-out visitor to /login', async () => {
    serve();
    const { router } = renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('saves a new name and shows it in the navigation', async () => {
    const fetchMock = serve((url) =>
      url === '/api/account/profile'
        ? jsonResponse(200, {
            success: true,
            message: 'Your name has been saved.',
            user: { ...student, name: 'Asha R. Verma' },
          })
        : undefined,
    );
    const { user } = await openAccount();
    const profile = screen.getByRole('region', { name: 'Profile' });
    const name = within(profile).getByLabelText('Full Name');
    expect(name).toHaveValue('Asha Verma');
    await user.clear(name);
    await user.type(name, 'Asha R. Verma');
    await user.click(within(profile).getByRole('button', { name: 'Save name' }));

    expect(await within(profile).findByRole('status')).toHaveTextContent(
      'Your name has been saved.',
    );
    expect(body(callsTo(fetchMock, '/api/account/profile')[0])).toEqual({ name: 'Asha R. Verma' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').name).toBe('Asha R. Verma');
    expect(screen.getByLabelText('Account menu for Asha R. Verma')).toBeInTheDocument();
  });

  it('changes the password with the current one and says the other devices were signed out', async () => {
    const fetchMock = serve((url) =>
      url === '/api/account/password'
        ? jsonResponse(200, {
            success: true,
            message: 'Your password has been changed. Your other devices have been signed out.',
          })
        : undefined,
    );
    const { user } = await openAccount();
    const panel = screen.getByRole('region', { name: 'Password' });
    await user.type(within(panel).getByLabelText('Current password'), 'old password here');
    await user.type(within(panel).getByLabelText('New password'), 'new password here');
    await user.type(within(panel).getByLabelText('Confirm new password'), 'new password here');
    await user.click(within(panel).getByRole('button', { name: 'Change password' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Your password has been changed. Your other devices have been signed out.',
    );
    expect(body(callsTo(fetchMock, '/api/account/password')[0])).toEqual({
      currentPassword: 'old password here',
      newPassword: 'new password here',
    });
    expect(within(panel).getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password beside its field, and checks the confirmation first', async () => {
    const fetchMock = serve((url) =>
      url === '/api/account/password'
        ? jsonResponse(403, {
            success: false,
            code: 'WRONG_PASSWORD',
            message: 'That is not your current password.',
            field: 'currentPassword',
          })
        : undefined,
    );
    const { user } = await openAccount();
    const panel = screen.getByRole('region', { name: 'Password' });
    await user.type(within(panel).getByLabelText('Current password'), 'a wrong guess');
    await user.type(within(panel).getByLabelText('New password'), 'new password here');
    await user.type(within(panel).getByLabelText('Confirm new password'), 'something else');
    await user.click(within(panel).getByRole('button', { name: 'Change password' }));
    expect(within(panel).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two new passwords do not match.',
    );
    expect(callsTo(fetchMock, '/api/account/password')).toHaveLength(0);

    await user.clear(within(panel).getByLabelText('Confirm new password'));
    await user.type(within(panel).getByLabelText('Confirm new password'), 'new password here');
    await user.click(within(panel).getByRole('button', { name: 'Change password' }));
    const current = within(panel).getByLabelText('Current password');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('That is not your current password.'),
    );
    expect(current).toHaveAttribute('aria-invalid', 'true');
    // Focus goes there, so the message is read out with the field.
    await waitFor(() => expect(current).toHaveFocus());
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the devices with this one marked, and signs out another one', async () => {
    const fetchMock = serve();
    const { user } = await openAccount();
    const panel = screen.getByRole('region', { name: 'Signed-in devices' });
    expect(await within(panel).findByText('This device')).toBeInTheDocument();
    expect(within(panel).getByText('Another device')).toBeInTheDocument();
    expect(within(panel).getByText(/Signed in November 21, 2026/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: /^Sign out the device signed in/ }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'That device has been signed out.',
    );
    await waitFor(() =>
      expect(within(panel).queryByText('Another device')).not.toBeInTheDocument(),
    );
    expect(within(panel).getByText('No other device is signed in.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/account/sessions/${otherDevice.id}`)[0]?.[1]?.method).toBe(
      'DELETE',
    );
  });

  it('signs out all other devices at once', async () => {
    serve(undefined, [thisDevice, otherDevice, { ...otherDevice, id: 'c3' }]);
    const { user } = await openAccount();
    const panel = screen.getByRole('region', { name: 'Signed-in devices' });
    await user.click(
      await within(panel).findByRole('button', { name: 'Sign out all other devices' }),
    );
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      '2 other devices have been signed out.',
    );
  });

  it('offers my data as a link the browser downloads', async () => {
    const fetchMock = serve();
    const { user } = await openAccount();
    const panel = screen.getByRole('region', { name: 'Your data' });
    const link = within(panel).getByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(link).toHaveAttribute('download');

    // The browser would download the file; jsdom cannot, so the test keeps the page.
    const keepPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', keepPage);
    await user.click(link);
    document.removeEventListener('click', keepPage);
    // The page never fetches the export into its memory.
    expect(callsTo(fetchMock, '/api/account/export')).toHaveLength(0);
  });

  it('deletes the account after the password, then signs out and says so', async () => {
    const fetchMock = serve((url, init) =>
      url === '/api/account' && init.method === 'DELETE'
        ? jsonResponse(200, { success: true, message: 'Your account has been deleted.' })
        : undefined,
    );
    const { user, router } = await openAccount();
    const panel = screen.getByRole('region', { name: 'Your data' });
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
    await user.click(deleteSummary(panel));
    const confirm = within(panel).getByRole('form', { name: 'Confirm account deletion' });
    // The password is what to type next.
    await waitFor(() => expect(within(confirm).getByLabelText('Password')).toHaveFocus());
    await user.type(within(confirm).getByLabelText('Password'), 'my password');
    await user.click(within(confirm).getByLabelText(/Keep my certificates verifiable/));
    await user.click(within(confirm).getByRole('button', { name: 'Delete my account for good' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your account has been deleted.');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
    expect(body(callsTo(fetchMock, '/api/account')[0])).toEqual({
      password: 'my password',
      keepCertificates: true,
    });
  });

  it('keeps the account when the password is wrong, and can be cancelled', async () => {
    serve((url) =>
      url === '/api/account'
        ? jsonResponse(403, {
            success: false,
            code: 'WRONG_PASSWORD',
            message: 'That is not your current password.',
            field: 'password',
          })
        : undefined,
    );
    const { user, router } = await openAccount();
    const panel = screen.getByRole('region', { name: 'Your data' });
    await user.click(deleteSummary(panel));
    const confirm = within(panel).getByRole('form', { name: 'Confirm account deletion' });
    await user.type(within(confirm).getByLabelText('Password'), 'a wrong guess');
    await user.click(within(confirm).getByRole('button', { name: 'Delete my account for good' }));
    const password = within(confirm).getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('That is not your current password.'),
    );
    expect(router.state.location.pathname).toBe('/account');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(student);

    await user.click(within(confirm).getByRole('link', { name: 'Cancel' }));
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    // Back on what opened it, never on the page's body.
    await waitFor(() => expect(deleteSummary(panel)).toHaveFocus());
  });
});

describe('/account without the script (decision 35)', () => {
  /** The page as the server draws it for the student, after a form it answered. */
  async function drawnAccount(formResult?: FormResult) {
    const page = await showServerDrawn('/account', {
      user: student,
      ...(formResult ? { formResult } : {}),
    });
    const region = (name: string) => within(page).getByRole('region', { name });
    return { page, region };
  }

  it('draws each change as a form that posts to /account, saying which it is', async () => {
    const { page, region } = await drawnAccount();
    try {
      const formOf = (element: HTMLElement) => element.closest('form') as HTMLFormElement;
      const expectPosts = (form: HTMLFormElement, to: string, name: string) => {
        expect(form).toHaveAttribute('method', 'post');
        expect(form).toHaveAttribute('action', to);
        expect(form.querySelector('input[type="hidden"][name="form"]')).toHaveValue(name);
      };
      expectPosts(
        formOf(within(region('Profile')).getByLabelText('Full Name')),
        '/account#profile',
        'profile',
      );
      expectPosts(
        formOf(within(region('Password')).getByLabelText('Current password')),
        '/account#password',
        'password',
      );
      // The photo goes as a file; the button pressed says what to do.
      const photo = formOf(within(region('Profile photo')).getByLabelText('Choose a photo'));
      expect(photo).toHaveAttribute('method', 'post');
      expect(photo).toHaveAttribute('enctype', 'multipart/form-data');
      const save = within(photo).getByRole('button', { name: 'Save photo' });
      expect(save).toHaveAttribute('name', 'form');
      expect(save).toHaveAttribute('value', 'photo');
      // Deleting opens as HTML, and its confirmation posts too.
      const data = region('Your data');
      const summary = within(data).getByText('Delete my account', { selector: 'summary' });
      expect(within(data).queryByRole('form')).not.toBeInTheDocument();
      summary.click();
      const confirm = within(data).getByRole('form', { name: 'Confirm account deletion' });
      expectPosts(confirm as HTMLFormElement, '/account#your-data', 'delete-account');
      expect(within(confirm).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
        'href',
        '/account#your-data',
      );
    } finally {
      page.remove();
    }
  });

  it('comes back with a refused name beside its field, as it was typed', async () => {
    const { page, region } = await drawnAccount({
      form: 'profile',
      error: { message: 'Please enter your full name.', field: 'name' },
      values: { name: '  ' },
    });
    try {
      const name = within(region('Profile')).getByLabelText('Full Name');
      expect(name).toHaveValue('  ');
      expect(name).toHaveAccessibleDescription('Please enter your full name.');
      expect(name).toHaveAttribute('aria-invalid', 'true');
    } finally {
      page.remove();
    }
  });

  it('says a wrong current password beside its field, with every password field empty', async () => {
    const { page, region } = await drawnAccount({
      form: 'password',
      error: {
        message: 'That is not your current password.',
        field: 'currentPassword',
        code: 'WRONG_PASSWORD',
      },
      values: {},
    });
    try {
      const panel = within(region('Password'));
      const current = panel.getByLabelText('Current password');
      expect(current).toHaveAccessibleDescription('That is not your current password.');
      expect(current).toHaveAttribute('autofocus');
      for (const label of ['Current password', 'New password', 'Confirm new password']) {
        expect(panel.getByLabelText(label)).toHaveValue('');
      }
      // The other forms say nothing of it.
      expect(within(region('Profile')).getByLabelText('Full Name')).not.toHaveAttribute(
        'aria-invalid',
      );
    } finally {
      page.remove();
    }
  });

  it('says what was done: a new name saved, another device signed out', async () => {
    const saved = await drawnAccount({
      form: 'profile',
      values: {},
      done: { message: 'Your name has been saved.' },
    });
    try {
      expect(within(saved.region('Profile')).getByRole('status')).toHaveTextContent(
        'Your name has been saved.',
      );
    } finally {
      saved.page.remove();
    }
    const signedOut = await drawnAccount({
      form: 'end-session',
      values: {},
      done: { message: 'That device has been signed out.' },
    });
    try {
      // (The list itself is loaded by the server, which this drawing leaves out.)
      expect(
        within(signedOut.region('Signed-in devices')).getByText('That device has been signed out.'),
      ).toHaveAttribute('role', 'status');
    } finally {
      signedOut.page.remove();
    }
  });

  it('keeps the deletion open after a wrong password, its tick as it was', async () => {
    const { page, region } = await drawnAccount({
      form: 'delete-account',
      error: {
        message: 'That is not your current password.',
        field: 'password',
        code: 'WRONG_PASSWORD',
      },
      values: { keepCertificates: 'on' },
    });
    try {
      const confirm = within(region('Your data')).getByRole('form', {
        name: 'Confirm account deletion',
      });
      const password = within(confirm).getByLabelText('Password');
      expect(password).toBeVisible();
      expect(password).toHaveValue('');
      expect(password).toHaveAccessibleDescription('That is not your current password.');
      expect(within(confirm).getByLabelText(/Keep my certificates verifiable/)).toBeChecked();
    } finally {
      page.remove();
    }
  });
});
