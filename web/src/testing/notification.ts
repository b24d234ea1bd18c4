import { screen } from '@testing-library/react';

/** The layout's message, where `notify` says the outcome of an action (decision 23). */
export function notification(): HTMLElement {
  return screen.getByRole('region', { name: 'Notification' });
}

/** The layout's message, or null while nothing is said. */
export function queryNotification(): HTMLElement | null {
  return screen.queryByRole('region', { name: 'Notification' });
}
