import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/notify';
import { notification, queryNotification } from '../testing/notification';
import { renderApp } from '../testing/render-app';

async function openAbout() {
  const app = renderApp('/about');
  await screen.findByRole('heading', { level: 1, name: /About/ });
  return app;
}

describe('notifications (decision 23)', () => {
  it('shows the message in the page until it is dismissed', async () => {
    const { user } = await openAbout();
    expect(queryNotification()).not.toBeInTheDocument();

    act(() => notify('Payment failed. Please try again.'));
    expect(notification()).toHaveTextContent('Payment failed. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(queryNotification()).not.toBeInTheDocument();
  });

  it('shows only the newest message', async () => {
    await openAbout();
    act(() => notify('Payment verification failed. Please contact support.'));
    act(() => notify('Payment successful! You can now download the note.'));
    expect(notification()).toHaveTextContent('Payment successful! You can now download the note.');
    expect(notification()).not.toHaveTextContent('Payment verification failed.');
  });

  it('keeps the message on the screen it leads to, and clears it on the one after', async () => {
    const { router } = await openAbout();
    act(() => notify('Please login to continue'));
    await act(() => router.navigate('/login'));
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(notification()).toHaveTextContent('Please login to continue');

    await act(() => router.navigate('/privacy-policy'));
    await waitFor(() => expect(queryNotification()).not.toBeInTheDocument());
  });
});
