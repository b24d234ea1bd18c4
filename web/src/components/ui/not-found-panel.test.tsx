import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPanel } from './not-found-panel';

describe('NotFoundPanel', () => {
  it('says what is missing as the page heading, why in a sentence, and links where to go on', () => {
    render(
      <MemoryRouter>
        <NotFoundPanel title="Note not found" back={{ to: '/notes', label: 'Back to Notes' }}>
          The note may have been moved or removed.
        </NotFoundPanel>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Note not found' })).toBeInTheDocument();
    expect(screen.getByText('The note may have been moved or removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Notes' })).toHaveAttribute('href', '/notes');
    // "404" is decoration: screen readers hear the heading, not a number.
    expect(screen.getByText('404')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes an h2 inside a screen that has its own h1', () => {
    render(
      <MemoryRouter>
        <h1>Admin</h1>
        <NotFoundPanel
          level={2}
          title="Order not found"
          back={{ to: '/admin/orders', label: 'Back to Orders' }}
        >
          No order has the id order_x.
        </NotFoundPanel>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Order not found' })).toBeInTheDocument();
  });
});
