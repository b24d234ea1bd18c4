import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';

function serveWithTestPayments() {
  const meta = document.createElement('meta');
  meta.name = 'studyhub:test-payments';
  meta.content = 'on';
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="studyhub:test-payments"]')) {
    meta.remove();
  }
});

describe('the test payments banner', () => {
  it.each(['/', '/notes', '/support-us'])(
    'is shown on %s when the server takes test payments',
    async (path) => {
      serveWithTestPayments();
      renderApp(path);
      const banner = within(screen.getByRole('main')).getByRole('note', { name: 'Test payments' });
      expect(banner).toHaveTextContent('Test payments only.');
      expect(banner).toHaveTextContent('This site takes no real money');
    },
  );

  it('is not shown when payments are real', () => {
    renderApp('/');
    expect(screen.queryByRole('note', { name: 'Test payments' })).not.toBeInTheDocument();
  });
});
