import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, parsePath } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';

/** Renders the whole app (real routes, layout and providers) at a path (with a query), in memory. */
export function renderApp(path: string, state?: unknown) {
  const router = createMemoryRouter(routes, { initialEntries: [{ ...parsePath(path), state }] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  render(<AppProviders router={router} queryClient={queryClient} />);
  return { router, user, queryClient };
}
