import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { showServerDrawn } from '../testing/server-drawn';

const photoUrl = '/media/photos/0f8c2a6e-4c1b-4d7e-9a51-3b2c1d0e9f88.webp';

type Handler = (url: string, init: RequestInit) => Response | undefined;

function serve(handle: Handler, user = student) {
  return stubFetch((url, init) => {
    const answer = handle(url, init);
    if (answer) return answer;
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user });
    if (url === '/api/account/sessions') return jsonResponse(200, { success: true, sessions: [] });
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}

async function openAccount() {
  storeSession();
  const app = renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
  return { ...app, section: screen.getByRole('region', { name: 'Profile photo' }) };
}

/** The picture inside the nav bar's avatar button, if it shows one rather than the initial. */
const navPicture = () => screen.getByLabelText('Account menu for Asha Verma').querySelector('img');

const jpeg = (bytes = 2048, name = 'holiday.jpg') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('/account profile photo', () => {
  it('uploads a photo, which then shows in the nav bar avatar and can be removed', async () => {
    const fetchMock = serve((url, init) => {
      if (url !== '/api/account/photo') return undefined;
      return init.method === 'PUT'
        ? jsonResponse(200, {
            success: true,
            message: 'Your photo has been saved.',
            user: { ...student, profilePic: photoUrl },
          })
        : jsonResponse(200, {
            success: true,
            message: 'Your photo has been removed.',
            user: { ...student, profilePic: null },
          });
    });
    const { user, section } = await openAccount();
    expect(within(section).getByText('No photo yet')).toBeInTheDocument();
    expect(navPicture()).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Remove photo' })).toBeNull();

    const file = jpeg();
    await user.upload(within(section).getByLabelText('Choose a photo'), file);
    await user.click(within(section).getByRole('button', { name: 'Save photo' }));

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Your photo has been saved.',
    );
    const [call] = callsTo(fetchMock, '/api/account/photo');
    expect(call?.[1]?.method).toBe('PUT');
    expect(call?.[1]?.body).toBe(file);
    const headers = (call?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers['Content-Type']).toBe('image/jpeg');
    expect(navPicture()).toHaveAttribute('src', photoUrl);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').profilePic).toBe(photoUrl);

    await user.click(within(section).getByRole('button', { name: 'Remove photo' }));
    expect(await within(section).findByText('Your photo has been removed.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/account/photo')[1]?.[1]?.method).toBe('DELETE');
    expect(navPicture()).toBeNull();
    // The initial is back in the avatar.
    expect(screen.getByLabelText('Account menu for Asha Verma')).toHaveTextContent('A');
  });

  it('shows the server’s refusal of a file that is not really an image, and keeps the old avatar', async () => {
    serve((url) =>
      url === '/api/account/photo'
        ? jsonResponse(422, {
            success: false,
            code: 'INVALID_FILE',
            message: 'This file is not a PNG, JPEG or WebP image. Nothing was saved.',
          })
        : undefined,
    );
    const { user, section } = await openAccount();
    await user.upload(within(section).getByLabelText('Choose a photo'), jpeg(100, 'notes.jpg'));
    await user.click(within(section).getByRole('button', { name: 'Save photo' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This file is not a PNG, JPEG or WebP image. Nothing was saved.',
    );
    expect(within(section).getByLabelText('Choose a photo')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(navPicture()).toBeNull();
  });

  it('refuses a photo over 5 MB in the browser, without sending it', async () => {
    const fetchMock = serve(() => undefined);
    const { user, section } = await openAccount();
    await user.upload(
      within(section).getByLabelText('Choose a photo'),
      jpeg(5 * 1024 * 1024 + 1, 'big.jpg'),
    );
    await user.click(within(section).getByRole('button', { name: 'Save photo' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      '“big.jpg” is larger than 5 MB. Please choose a smaller photo.',
    );
    expect(callsTo(fetchMock, '/api/account/photo')).toHaveLength(0);
  });

  it('shows the current photo on the page and in the avatar menu', async () => {
    serve(() => undefined, { ...student, profilePic: photoUrl });
    const { user, section } = await openAccount();
    expect(within(section).getByText('Your current photo')).toBeInTheDocument();
    expect(section.querySelector('img')).toHaveAttribute('src', photoUrl);
    await user.click(screen.getByLabelText('Account menu for Asha Verma'));
    const pictures = screen.getAllByRole('presentation').filter((img) => img.tagName === 'IMG');
    expect(pictures.filter((img) => img.getAttribute('src') === photoUrl).length).toBeGreaterThan(
      2,
    );
  });
});

describe('/account profile photo without the script (decision 35)', () => {
  it('comes back with what was wrong with the photo beside it', async () => {
    const page = await showServerDrawn('/account', {
      user: { ...student, profilePic: photoUrl },
      formResult: {
        form: 'photo',
        error: {
          message: 'Your photo is larger than 5 MB. Please choose a smaller photo.',
          field: 'photo',
        },
        values: {},
      },
    });
    try {
      const section = within(page).getByRole('region', { name: 'Profile photo' });
      const input = within(section).getByLabelText('Choose a photo');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(
        /Your photo is larger than 5 MB. Please choose a smaller photo./,
      );
      expect(within(section).getByRole('alert')).toHaveTextContent(
        'Your photo is larger than 5 MB. Please choose a smaller photo.',
      );
      // Removing is the same form's other button.
      const remove = within(section).getByRole('button', { name: 'Remove photo' });
      expect(remove).toHaveAttribute('type', 'submit');
      expect(remove).toHaveAttribute('name', 'form');
      expect(remove).toHaveAttribute('value', 'remove-photo');
    } finally {
      page.remove();
    }
  });

  it('says the photo was removed', async () => {
    const page = await showServerDrawn('/account', {
      user: student,
      formResult: {
        form: 'remove-photo',
        values: {},
        done: { message: 'Your photo has been removed.' },
      },
    });
    try {
      const section = within(page).getByRole('region', { name: 'Profile photo' });
      expect(within(section).getByRole('status')).toHaveTextContent('Your photo has been removed.');
      expect(within(section).getByText('No photo yet')).toBeInTheDocument();
    } finally {
      page.remove();
    }
  });
});
